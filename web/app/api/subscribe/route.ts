import { getDb } from '@/lib/db';
import { addSubscriber } from '@/lib/db/subscribers';
import { getConfig } from '@/lib/env';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { withServices } from '@/lib/http/errors';
import { subscribeMessages, subscribeSchema } from '@/lib/validation/subscribe';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, subscribeSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const result = await addSubscriber(await getDb(), parsed.data.email, 'newsletter');
    return result === 'subscribed'
      ? Response.json({ message: subscribeMessages.subscribed })
      : jsonError(409, subscribeMessages.alreadySubscribed);
  });
}
