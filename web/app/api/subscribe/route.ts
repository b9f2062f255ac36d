import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { subscribeToNewsletter } from '@/lib/public-forms';
import { subscribeMessages } from '@/lib/messages/storefront';
import { emailFormSchema } from '@/lib/validation/forms';

export const POST = jsonRoute(
  emailFormSchema,
  async ({ email }) =>
    (await subscribeToNewsletter(email)) === 'subscribed'
      ? Response.json({ message: subscribeMessages.subscribed })
      : jsonError(409, subscribeMessages.alreadySubscribed),
  { throttle: 'subscribe' },
);
