import { jsonRoute } from '@/lib/http/routes';
import { joinAppsWaitlist } from '@/lib/public-forms';
import { waitlistMessages } from '@/lib/messages/storefront';
import { waitlistSchema } from '@/lib/validation/waitlist';

export const POST = jsonRoute(
  waitlistSchema,
  async ({ email }) => {
    await joinAppsWaitlist(email);
    return Response.json({ message: waitlistMessages.joined });
  },
  { throttle: 'waitlist' },
);
