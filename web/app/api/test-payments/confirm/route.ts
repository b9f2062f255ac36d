import { after } from 'next/server';

import { getDb } from '@/lib/db';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError, parseJsonBody } from '@/lib/http/json';
import { rejectCrossSite } from '@/lib/http/same-origin';
import { flushOutbox } from '@/lib/mail';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { getPayments } from '@/lib/payments';
import { confirmTestPayment } from '@/lib/payments/test-mode';
import { testCardSchema } from '@/lib/validation/checkout';

/**
 * Test mode's stand-in for Stripe.js's confirmPayment: charges a test card and
 * fulfils at once, as Stripe's payment_intent.succeeded webhook would.
 */
export async function POST(request: Request) {
  const config = getConfig();
  if (config.payments.kind !== 'test') return jsonError(404, 'Test-mode payments are off: Stripe is configured.');
  const crossSite = rejectCrossSite(request, config.siteUrl);
  if (crossSite) return crossSite;
  const parsed = await parseJsonBody(request, testCardSchema);
  if (!parsed.ok) return parsed.response;

  return withServices(async () => {
    const db = await getDb();
    const result = await confirmTestPayment(db, parsed.data);
    if (!result.ok) return jsonError(result.status, result.error);

    const intent = await (await getPayments()).retrieveIntent(result.paymentIntentId);
    if (intent) {
      const outcome = await fulfilPayment(db, intent, { sessionSecret: config.secrets.sessionSecret });
      if (outcome.status === 'fulfilled') after(flushOutbox);
    }
    return Response.json({ paymentIntentId: result.paymentIntentId, status: 'succeeded' });
  });
}
