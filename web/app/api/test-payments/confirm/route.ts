import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';
import { payAnswer } from '@/lib/http/payment-answers';
import { jsonRoute } from '@/lib/http/routes';
import { payWithTestCard } from '@/lib/orders/purchase';
import { testCardSchema } from '@/lib/validation/checkout';

const confirm = jsonRoute(testCardSchema, async (card) => payAnswer(await payWithTestCard(card)), {
  throttle: 'payment',
});

export async function POST(request: Request) {
  if (getConfig().payments.kind !== 'test') return jsonError(404, 'Test-mode payments are off: Stripe is configured.');
  return confirm(request);
}
