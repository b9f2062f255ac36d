import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';
import { payAnswer } from '@/lib/http/payment-answers';
import { jsonRoute } from '@/lib/http/routes';
import { payWithStripe } from '@/lib/orders/purchase';
import { stripePaySchema } from '@/lib/validation/checkout';

const confirm = jsonRoute(stripePaySchema, async (payment) => payAnswer(await payWithStripe(payment)), {
  throttle: 'payment',
});

export async function POST(request: Request) {
  if (getConfig().payments.kind !== 'stripe')
    return jsonError(404, 'Stripe is not configured: pay with the test card.');
  return confirm(request);
}
