import 'server-only';

import { findOrder } from '../db/orders';
import type { PaymentIntentState } from '../payments/types';
import { confirmTestPayment, type ConfirmResult } from '../payments/test-mode';
import { createCheckout, createdByBrowser, type CreateCheckoutResult } from './checkout';
import { readCredentials, type CredentialsResult } from './credentials';
import { fulfilPayment, withdrawAccess, type FulfilOutcome } from './fulfil';
import { requestJourney, type CheckoutJourney, type PaymentJourney } from './journey-context';

/*
 * The payment journey, in the order a buyer lives it:
 *
 * 1. startCheckout: the server prices the order, creates the provider's
 *    payment intent and binds it to this browser (its sealed checkout cookie).
 * 2. The buyer pays: Stripe's Payment Element, or the test card form in test
 *    mode (payWithTestCard).
 * 3. completePayment fulfils the order exactly once (member, order, sealed
 *    password, e-mails), called by whichever comes first: Stripe's webhook
 *    (receivePaymentWebhook), the success page's check (claimCredentials), the
 *    test card form, or the background recovery of a test payment whose
 *    request died (recovery.ts).
 * 4. claimCredentials: the success page shows a new member's password to the
 *    browser that paid, within 30 minutes.
 * 5. A refund or dispute (webhook) withdraws access.
 *
 * Every entry point takes the journey it runs in; routes leave it out and get
 * the current request's (requestJourney).
 */

type Awaitable<T> = T | Promise<T>;

/** Prices the order on the server and creates the payment intent for this browser. */
export async function startCheckout(
  order: { amount: number; email: string },
  journey: Awaitable<CheckoutJourney> = requestJourney(),
): Promise<CreateCheckoutResult> {
  const { db, payments, price, browser } = await journey;
  return createCheckout(db, payments, { ...order, price: await price(), browser: await browser.ensure() });
}

/** What became of a payment: fulfilment's outcome, or a payment the provider does not know. */
export type PaymentCompletion = FulfilOutcome | { status: 'unknown-intent' };

/**
 * Fulfils a paid intent once and has its e-mails sent. Given an id, asks the
 * provider for the intent unless its order exists already; given an intent's
 * state (a verified webhook carries it), uses that.
 */
export async function completePayment(
  payment: string | PaymentIntentState,
  journey: Awaitable<PaymentJourney> = requestJourney(),
): Promise<PaymentCompletion> {
  const { db, payments, sessionSecret, emailsDue } = await journey;
  if (typeof payment === 'string') {
    const order = await findOrder(db, payment);
    if (order) return { status: 'already-fulfilled', orderId: order.id };
  }
  const intent = typeof payment === 'string' ? await payments.retrieveIntent(payment) : payment;
  if (!intent) return { status: 'unknown-intent' };
  const outcome = await fulfilPayment(db, intent, { sessionSecret });
  if (outcome.status === 'fulfilled') emailsDue();
  if (outcome.status === 'amount-mismatch') {
    console.error(`payments: ${intent.id} paid an amount other than its checkout's; not fulfilled.`);
  }
  return outcome;
}

/** What the success page may show this browser for a payment. */
export type CredentialsClaim = CredentialsResult | { status: 'not-this-browser' } | { status: 'unfulfillable' };

/**
 * The success page's check. Answers only the browser that created the payment,
 * fulfils the order if the webhook has not yet, and returns the credentials
 * within their window; once shown, this browser's next checkout is a new attempt.
 */
export async function claimCredentials(
  paymentIntentId: string,
  journey: Awaitable<CheckoutJourney> = requestJourney(),
): Promise<CredentialsClaim> {
  const resolved = await journey;
  const { db, sessionSecret, browser } = resolved;
  const paying = await browser.read();
  if (!(await createdByBrowser(db, paymentIntentId, paying?.browserKey))) return { status: 'not-this-browser' };

  const completion = await completePayment(paymentIntentId, resolved);
  if (completion.status === 'not-paid' || completion.status === 'unknown-intent') return { status: 'processing' };
  if (completion.status !== 'fulfilled' && completion.status !== 'already-fulfilled') {
    return { status: 'unfulfillable' };
  }
  const credentials = await readCredentials(db, paymentIntentId, sessionSecret);
  if (paying && ['ready', 'existing-account', 'held'].includes(credentials.status)) {
    await browser.startNewAttempt(paying);
  }
  return credentials;
}

/**
 * Test mode's stand-in for Stripe.js's confirmPayment: charges a test card,
 * then fulfils at once, as Stripe's payment_intent.succeeded webhook would.
 */
export async function payWithTestCard(
  card: Parameters<typeof confirmTestPayment>[1],
  journey: Awaitable<PaymentJourney> = requestJourney(),
): Promise<ConfirmResult> {
  const resolved = await journey;
  const result = await confirmTestPayment(resolved.db, card);
  if (result.ok) await completePayment(result.paymentIntentId, resolved);
  return result;
}

/** Withdraws access for a refunded or disputed payment and has the buyer's e-mail sent. */
async function endAccess(paymentIntentId: string, reason: 'refunded' | 'disputed', journey: PaymentJourney) {
  const outcome = await withdrawAccess(journey.db, paymentIntentId, reason);
  if (outcome === 'revoked') journey.emailsDue();
  return outcome;
}

/** How a webhook delivery was received: refused (the provider gets 400), or taken (200, whatever it said). */
export type WebhookReceipt = { ok: false; error: string } | { ok: true; outcome?: string; ignored?: string };

/**
 * A delivery of Stripe's webhook: verified by the payments port, then acted
 * on. Every event not acted on is taken all the same: Stripe retries any
 * non-2xx, so an ignored event must not look like a failure. Database errors
 * propagate (503), so Stripe delivers again later.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  signature: string | null,
  journey: Awaitable<PaymentJourney> = requestJourney(),
): Promise<WebhookReceipt> {
  const resolved = await journey;
  if (resolved.payments.kind !== 'stripe') throw new Error('Webhooks come from Stripe; test mode has none.');
  const event = await resolved.payments.parseWebhookEvent(rawBody, signature);
  switch (event.kind) {
    case 'rejected':
      return { ok: false, error: event.error };
    case 'paid':
      return { ok: true, outcome: (await completePayment(event.intent, resolved)).status };
    case 'payment-failed':
      console.warn(`stripe: payment ${event.intentId} failed: ${event.reason ?? 'no reason given'}`);
      return { ok: true };
    case 'refunded':
      // A partial refund keeps access; a full refund withdraws it.
      if (!event.intentId || !event.full) return { ok: true, outcome: 'partial-refund' };
      return { ok: true, outcome: await endAccess(event.intentId, 'refunded', resolved) };
    case 'disputed':
      if (!event.intentId) return { ok: true };
      return { ok: true, outcome: await endAccess(event.intentId, 'disputed', resolved) };
    case 'ignored':
      return { ok: true, ignored: event.type };
  }
}
