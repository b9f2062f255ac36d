import { jsonError } from '@/lib/http/json';
import { priceChanged } from '@/lib/http/payment-answers';
import { jsonRoute } from '@/lib/http/routes';
import { checkoutMessages } from '@/lib/messages/storefront';
import { startCheckout } from '@/lib/orders/purchase';
import { createPaymentIntentSchema } from '@/lib/validation/checkout';

export const POST = jsonRoute(
  createPaymentIntentSchema,
  async ({ amount, email, receipt_email, code }) => {
    const result = await startCheckout({ amount, email: receipt_email ?? email, code });
    if (!result.ok && result.reason === 'has-access') return jsonError(409, checkoutMessages.hasAccess);
    if (!result.ok) return priceChanged(result.price);
    return Response.json({ clientSecret: result.clientSecret }, { headers: { 'Cache-Control': 'no-store' } });
  },
  { throttle: 'checkout' },
);
