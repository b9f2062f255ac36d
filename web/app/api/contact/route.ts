import { getDb } from '@/lib/db';
import { addContactMessage } from '@/lib/db/contact-messages';
import { getConfig } from '@/lib/env';
import { parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { withServices } from '@/lib/http/errors';
import { contactMessages, contactSchema } from '@/lib/validation/contact';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, contactSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const id = await addContactMessage(await getDb(), parsed.data);
    return Response.json({ id, message: contactMessages.sentTitle }, { status: 201 });
  });
}
