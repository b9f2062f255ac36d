import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { MAX_BODY_BYTES } from '@/lib/http/door.mjs';
import { jsonError, readBodyText } from '@/lib/http/json';
import { receivePaymentWebhook } from '@/lib/orders/purchase';

export async function POST(request: Request) {
  if (getConfig().payments.kind !== 'stripe') return jsonError(404, 'Stripe is not configured.');
  // Stripe's events are small; a huge body is not from Stripe, and is refused before it is read in full.
  const read = await readBodyText(request, MAX_BODY_BYTES);
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
