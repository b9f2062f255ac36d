import { getDb } from '@/lib/db';
import { joinWaitlist } from '@/lib/db/waitlist';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { parseJsonBody } from '@/lib/http/json';
import { throttleForm } from '@/lib/http/rate-limit';
import { clientAddress, rejectCrossSite } from '@/lib/http/same-origin';
import { waitlistMessages, waitlistSchema } from '@/lib/validation/waitlist';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, waitlistSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const db = await getDb();
    const throttled = await throttleForm(db, 'waitlist', clientAddress(request));
    if (throttled) return throttled;
    await joinWaitlist(db, parsed.data.email);
    return Response.json({ message: waitlistMessages.joined });
  });
}
