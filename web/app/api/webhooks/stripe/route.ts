import { after } from 'next/server';

import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, MAX_JSON_BODY_BYTES, readBodyText } from '@/lib/http/json';
import { flushOutbox } from '@/lib/mail';
import { createStripeClient } from '@/lib/payments/stripe';
import { handleStripeWebhook } from '@/lib/payments/stripe-webhook';

/** Stripe's webhook endpoint: payment_intent.succeeded, payment_intent.payment_failed, charge.refunded, charge.dispute.created. */
export async function POST(request: Request) {
  const config = getConfig();
  if (config.payments.kind !== 'stripe') return jsonError(404, 'Stripe is not configured.');
  // Stripe's events are small; a huge body is not from Stripe, and is refused before it is read in full.
  const read = await readBodyText(request, 16 * MAX_JSON_BODY_BYTES);
  if (!read.ok) return jsonError(read.status, read.error);
  const rawBody = read.text;
  const { secretKey, webhookSecret } = config.payments;
  return withServices(async () => {
    const result = await handleStripeWebhook(
      {
        db: await getDb(),
        stripe: createStripeClient({ secretKey }),
        webhookSecret,
        sessionSecret: config.secrets.sessionSecret,
      },
      rawBody,
      request.headers.get('stripe-signature'),
    );
    if (result.fulfilled) after(flushOutbox);
    return Response.json(result.body, { status: result.status });
  });
}
