import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, MAX_JSON_BODY_BYTES, readBodyText } from '@/lib/http/json';
import { receivePaymentWebhook } from '@/lib/orders/purchase';

export async function POST(request: Request) {
  if (getConfig().payments.kind !== 'stripe') return jsonError(404, 'Stripe is not configured.');
  // A huge body is not from Stripe: refused before it is read in full.
  const read = await readBodyText(request, 16 * MAX_JSON_BODY_BYTES);
  if (!read.ok) return jsonError(read.status, read.error);
  return withServices(async () => {
    const receipt = await receivePaymentWebhook(read.text, request.headers.get('stripe-signature'));
    if (!receipt.ok) return jsonError(400, receipt.error);
    return Response.json({
      received: true,
      outcome: receipt.outcome,
      ignored: receipt.ignored,
      replayed: receipt.replayed,
    });
  });
}
