import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { subscribeToNewsletter } from '@/lib/public-forms';
import { subscribeMessages } from '@/lib/messages/storefront';
import { subscribeSchema } from '@/lib/validation/subscribe';

export const POST = jsonRoute(
  subscribeSchema,
  async ({ email }) =>
    (await subscribeToNewsletter(email)) === 'subscribed'
      ? Response.json({ message: subscribeMessages.subscribed })
      : jsonError(409, subscribeMessages.alreadySubscribed),
  { throttle: 'subscribe' },
);
