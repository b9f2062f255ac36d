import { getDb } from '@/lib/db';
import { joinWaitlist } from '@/lib/db/waitlist';
import { getConfig } from '@/lib/env';
import { parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { withServices } from '@/lib/http/errors';
import { waitlistMessages, waitlistSchema } from '@/lib/validation/waitlist';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, waitlistSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    await joinWaitlist(await getDb(), parsed.data.email);
    return Response.json({ message: waitlistMessages.joined });
  });
}
