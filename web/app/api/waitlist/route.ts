import { jsonRoute } from '@/lib/http/routes';
import { joinAppsWaitlist } from '@/lib/public-forms';
import { waitlistMessages } from '@/lib/messages/storefront';
import { emailFormSchema } from '@/lib/validation/forms';

export const POST = jsonRoute(
  emailFormSchema,
  async ({ email }) => {
    await joinAppsWaitlist(email);
    return Response.json({ message: waitlistMessages.joined });
  },
  { throttle: 'waitlist' },
);
