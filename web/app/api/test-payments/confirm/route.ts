import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';
import { jsonRoute } from '@/lib/http/routes';
import { payWithTestCard } from '@/lib/orders/journey';
import { testCardSchema } from '@/lib/validation/checkout';

/** Test mode's stand-in for Stripe.js's confirmPayment (web/lib/orders/journey.ts). */
const confirm = jsonRoute(testCardSchema, async (card) => {
  const result = await payWithTestCard(card);
  if (!result.ok) return jsonError(result.status, result.error);
  return Response.json({ paymentIntentId: result.paymentIntentId, status: 'succeeded' });
});

export async function POST(request: Request) {
  if (getConfig().payments.kind !== 'test') return jsonError(404, 'Test-mode payments are off: Stripe is configured.');
  return confirm(request);
}
