import { getDb } from '@/lib/db';
import { addContactMessage } from '@/lib/db/contact-messages';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { parseJsonBody } from '@/lib/http/json';
import { throttleForm } from '@/lib/http/rate-limit';
import { clientAddress, rejectCrossSite } from '@/lib/http/same-origin';
import { contactMessages, contactSchema } from '@/lib/validation/contact';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, contactSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const db = await getDb();
    const throttled = await throttleForm(db, 'contact', clientAddress(request));
    if (throttled) return throttled;
    const id = await addContactMessage(db, parsed.data);
    return Response.json({ id, message: contactMessages.sentTitle }, { status: 201 });
  });
}
