import { after } from 'next/server';

import { getDb } from '@/lib/db';
import { findOrder } from '@/lib/db/orders';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { flushOutbox } from '@/lib/mail';
import { createdByBrowser, readCredentials } from '@/lib/orders/checkout';
import { readCheckoutBrowser, startNewCheckoutAttempt } from '@/lib/orders/checkout-cookie';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { getPayments } from '@/lib/payments';
import { PAYMENT_INTENT_ID } from '@/lib/payments/types';

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const NOT_FOUND = 'No credentials for this payment here. Please check your email for login details.';
const EXISTING_ACCOUNT =
  'This e-mail address already has access to the programme, so no new login was created. We have e-mailed it a sign-in link.';

/**
 * The success page's check (spec section 7). Answers only the browser that
 * created the payment (its sealed checkout cookie), fulfils the order if the
 * webhook has not yet, and returns the credentials within their window.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ paymentIntentId: string }> }) {
  const { paymentIntentId } = await params;
  if (!PAYMENT_INTENT_ID.test(paymentIntentId)) return jsonError(404, NOT_FOUND, PRIVATE);

  return withServices(async () => {
    const db = await getDb();
    const browser = await readCheckoutBrowser();
    if (!(await createdByBrowser(db, paymentIntentId, browser?.browserKey))) return jsonError(404, NOT_FOUND, PRIVATE);

    if (!(await findOrder(db, paymentIntentId))) {
      const intent = await (await getPayments()).retrieveIntent(paymentIntentId);
      if (!intent || intent.status !== 'succeeded') {
        return Response.json({ status: 'processing' }, { status: 202, headers: PRIVATE });
      }
      const outcome = await fulfilPayment(db, intent, { sessionSecret: getConfig().secrets.sessionSecret });
      if (outcome.status === 'fulfilled') after(flushOutbox);
      else if (outcome.status !== 'already-fulfilled') return jsonError(409, NOT_FOUND, PRIVATE);
    }

    const credentials = await readCredentials(db, paymentIntentId, getConfig().secrets.sessionSecret);
    if (credentials.status === 'pending')
      return Response.json({ status: 'processing' }, { status: 202, headers: PRIVATE });
    if (credentials.status === 'expired') return jsonError(410, NOT_FOUND, PRIVATE);
    if (browser) await startNewCheckoutAttempt(browser);
    if (credentials.status === 'existing-account') {
      return Response.json({ status: 'existing-account', message: EXISTING_ACCOUNT }, { headers: PRIVATE });
    }
    return Response.json({ username: credentials.username, password: credentials.password }, { headers: PRIVATE });
  });
}
