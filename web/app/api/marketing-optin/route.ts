import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { consentFromThisBrowser } from '@/lib/orders/marketing-consent';
import { marketingOptInMessages } from '@/lib/messages/storefront';
import { marketingOptInSchema } from '@/lib/validation/checkout';

export const POST = jsonRoute(
  marketingOptInSchema,
  async ({ email, firstName }) => {
    const result = await consentFromThisBrowser({ email, firstName: firstName || null });
    if (result === 'not-the-buyer') return jsonError(403, marketingOptInMessages.notTheBuyer);
    return Response.json({ ok: true, message: 'You’re All Set!' });
  },
  { throttle: 'marketingOptIn' },
);
