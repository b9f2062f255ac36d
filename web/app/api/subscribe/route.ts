import { getDb } from '@/lib/db';
import { addSubscriber } from '@/lib/db/subscribers';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { throttleForm } from '@/lib/http/rate-limit';
import { clientAddress, rejectCrossSite } from '@/lib/http/same-origin';
import { subscribeMessages, subscribeSchema } from '@/lib/validation/subscribe';

export async function POST(request: Request) {
  const crossSite = rejectCrossSite(request, getConfig().siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, subscribeSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const db = await getDb();
    const throttled = await throttleForm(db, 'subscribe', clientAddress(request));
    if (throttled) return throttled;
    const result = await addSubscriber(db, parsed.data.email, 'newsletter');
    return result === 'subscribed'
      ? Response.json({ message: subscribeMessages.subscribed })
      : jsonError(409, subscribeMessages.alreadySubscribed);
  });
}
