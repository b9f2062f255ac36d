import { jsonRoute } from '@/lib/http/routes';
import { sendContactMessage } from '@/lib/public-forms';
import { contactMessages } from '@/lib/messages/storefront';
import { contactSchema } from '@/lib/validation/forms';

export const POST = jsonRoute(
  contactSchema,
  async (message) => {
    const id = await sendContactMessage(message);
    return Response.json({ id, message: contactMessages.sentTitle }, { status: 201 });
  },
  { throttle: 'contact' },
);
