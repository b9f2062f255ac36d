import 'server-only';

import { findCheckout } from '../db/checkouts';
import { findOrder } from '../db/orders';
import type { Queryable } from '../db/types';
import { recordDelivery } from '../db/webhook-deliveries';
import type { PaymentIntentState, VerifiedPaymentEvent } from '../payments/types';
import { confirmTestPayment } from '../payments/test-mode';
import { createCheckout, createdByBrowser, pricedAt, type CreateCheckoutResult, type Price } from './checkout';
import { readCredentials, type CredentialsResult } from './credentials';
import {
  fulfilPayment,
  fulfilPaymentIn,
  prepareLogin,
  withdrawAccess,
  type FulfilOutcome,
  type NewLogin,
  type WithdrawOutcome,
} from './fulfil';
import { requestJourney, type CheckoutJourney, type PaymentJourney } from './journey-context';

/*
 * The payment journey, in the order a buyer lives it:
 *
 * 1. startCheckout: the server prices the order, creates the provider's
 *    payment intent and binds it to this browser (its sealed checkout cookie).
 * 2. The buyer presses Pay: the server reads the price charged now and
 *    confirms the intent only at that price (payWithStripe, with the details
 *    Stripe's Payment Element collected; payWithTestCard in test mode); an
 *    intent made at a price since withdrawn is cancelled, and nothing is charged.
 * 3. The order is fulfilled exactly once (member, order, sealed password,
 *    e-mails) by whichever comes first: Stripe's webhook
 *    (receivePaymentWebhook, fulfilling in the transaction that records its
 *    delivery), or completePayment, called after Pay's answer (payWithStripe,
 *    payWithTestCard), the success page's check (claimCredentials) and the
 *    background recovery of a test payment whose request died (recovery.ts).
 * 4. claimCredentials: the success page shows a new member's password to the
 *    browser that paid, within 30 minutes.
 * 5. A refund or dispute (webhook) withdraws access.
 *
 * Each webhook delivery is acted on once: sent again, it changes nothing.
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
 * state, uses that.
 */
export async function completePayment(
  payment: string | PaymentIntentState,
  journey: Awaitable<PaymentJourney> = requestJourney(),
): Promise<PaymentCompletion> {
  const resolved = await journey;
  const { db, payments, sessionSecret } = resolved;
  if (typeof payment === 'string') {
    const order = await findOrder(db, payment);
    if (order) return { status: 'already-fulfilled', orderId: order.id };
  }
  const intent = typeof payment === 'string' ? await payments.retrieveIntent(payment) : payment;
  if (!intent) return { status: 'unknown-intent' };
  return afterFulfilment(await fulfilPayment(db, intent, { sessionSecret }), intent.id, resolved);
}

/** What follows a fulfilment once it has committed: its e-mails sent, or a mismatch reported. */
function afterFulfilment(outcome: FulfilOutcome, intentId: string, journey: PaymentJourney): FulfilOutcome {
  if (outcome.status === 'fulfilled') journey.emailsDue();
  if (outcome.status === 'amount-mismatch') {
    console.error(`payments: ${intentId} paid an amount other than its checkout's; not fulfilled.`);
  }
  return outcome;
}

/**
 * Fulfils a payment Pay has just charged, once the buyer has been told it
 * succeeded: hashing the new member's password waits its turn behind every
 * other buyer's, and no buyer waits on it. If it fails (the database is down,
 * say), the success page's check, the webhook or the background recovery
 * fulfils the payment later.
 */
async function fulfilCharged(payment: string | PaymentIntentState, journey: PaymentJourney): Promise<void> {
  try {
    await completePayment(payment, journey);
  } catch (error) {
    const id = typeof payment === 'string' ? payment : payment.id;
    console.error(`orders: ${id} was charged but not yet fulfilled; the success page will finish it:`, error);
  }
}

/** What the success page may show this browser for a payment. */
export type CredentialsClaim =
  | CredentialsResult
  | { status: 'not-this-browser' }
  | { status: 'unfulfillable' }
  /** The payment was cancelled, so it can never be paid: nothing was charged. */
  | { status: 'canceled' };

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
  if (completion.status === 'canceled') return completion;
  if (completion.status !== 'fulfilled' && completion.status !== 'already-fulfilled') {
    return { status: 'unfulfillable' };
  }
  const credentials = await readCredentials(db, paymentIntentId, sessionSecret);
  if (paying && ['ready', 'existing-account', 'held'].includes(credentials.status)) {
    await browser.startNewAttempt(paying);
  }
  return credentials;
}

/** What pressing Pay came to; `price-changed` names the price charged now, which the buyer must see before paying. */
export type PayResult =
  | { ok: true; status: 'succeeded'; paymentIntentId: string }
  | { ok: true; status: 'requires_action'; paymentIntentId: string; clientSecret: string }
  | { ok: false; status: 409; reason: 'price-changed'; price: Price }
  | { ok: false; status: 402 | 404; error: string };

const NOT_FOUND = { ok: false, status: 404, error: 'This payment could not be found. Please start again.' } as const;

/**
 * Test mode's payment: charges a test card at the price charged now, then
 * fulfils, as Stripe's payment_intent.succeeded webhook would.
 */
export async function payWithTestCard(
  card: Parameters<typeof confirmTestPayment>[1],
  journey: Awaitable<CheckoutJourney> = requestJourney(),
): Promise<PayResult> {
  const resolved = await journey;
  const price = await resolved.price();
  const result = await confirmTestPayment(resolved.db, card, price);
  if (!result.ok) return result.status === 409 ? { ...result, price } : result;
  await resolved.afterAnswer(() => fulfilCharged(result.paymentIntentId, resolved));
  return { ok: true, status: 'succeeded', paymentIntentId: result.paymentIntentId };
}

/**
 * Stripe's payment, confirmed on the server when the buyer presses Pay, for
 * the browser that created the intent: at the price charged now, else the
 * intent is cancelled. `confirmationToken` carries the Payment Element's
 * details; without it, the intent is confirmed again after the buyer's action
 * (3-D Secure), at the price charged then.
 */
export async function payWithStripe(
  payment: { paymentIntentId: string; confirmationToken?: string },
  journey: Awaitable<CheckoutJourney> = requestJourney(),
): Promise<PayResult> {
  const resolved = await journey;
  const { db, payments, browser } = resolved;
  if (payments.kind !== 'stripe') throw new Error('Test mode pays with payWithTestCard.');
  const { paymentIntentId } = payment;
  const paying = await browser.read();
  const checkout = await findCheckout(db, paymentIntentId);
  if (!checkout || !(await createdByBrowser(db, paymentIntentId, paying?.browserKey))) return NOT_FOUND;

  const price = await resolved.price();
  if (!pricedAt(checkout, price)) {
    await payments.cancelIntent(paymentIntentId);
    return { ok: false, status: 409, reason: 'price-changed', price };
  }
  const confirmed = await payments.confirmIntent(paymentIntentId, payment.confirmationToken);
  switch (confirmed.status) {
    case 'declined':
      return { ok: false, status: 402, error: confirmed.message };
    case 'requires_action':
      return { ok: true, status: 'requires_action', paymentIntentId, clientSecret: confirmed.clientSecret };
    case 'succeeded':
    case 'processing':
      await resolved.afterAnswer(() => fulfilCharged(confirmed.intent, resolved));
      return { ok: true, status: 'succeeded', paymentIntentId };
  }
}

/** How a webhook delivery was received: refused (the provider gets 400), or taken (200, whatever it said). */
export type WebhookReceipt =
  | { ok: false; error: string }
  /** `replayed`: the same delivery was taken before, so this one changed nothing. */
  | { ok: true; outcome?: string; ignored?: string; replayed?: true };

/** What an event's work left to do once its transaction committed. */
type Acted =
  | { kind: 'fulfilment'; intentId: string; outcome: FulfilOutcome }
  | { kind: 'withdrawal'; outcome: WithdrawOutcome }
  | { kind: 'nothing'; outcome?: string; ignored?: string };

/** The database work an event asks for, in the transaction that records its delivery. */
async function actOn(
  tx: Queryable,
  event: VerifiedPaymentEvent,
  options: { sessionSecret: string; login: NewLogin | null },
): Promise<Acted> {
  switch (event.kind) {
    case 'paid':
      return {
        kind: 'fulfilment',
        intentId: event.intent.id,
        outcome: await fulfilPaymentIn(tx, event.intent, options),
      };
    case 'payment-failed':
      console.warn(`stripe: payment ${event.intentId} failed: ${event.reason ?? 'no reason given'}`);
      return { kind: 'nothing' };
    case 'refunded':
      // A partial refund keeps access; a full refund withdraws it.
      if (!event.intentId || !event.full) return { kind: 'nothing', outcome: 'partial-refund' };
      return { kind: 'withdrawal', outcome: await withdrawAccess(tx, event.intentId, 'refunded') };
    case 'disputed':
      if (!event.intentId) return { kind: 'nothing' };
      return { kind: 'withdrawal', outcome: await withdrawAccess(tx, event.intentId, 'disputed') };
    case 'ignored':
      return { kind: 'nothing', ignored: event.type };
  }
}

/**
 * A delivery of Stripe's webhook: verified by the payments port, then acted
 * on once. Every event not acted on is taken all the same: Stripe retries any
 * non-2xx, so an ignored event must not look like a failure. The delivery is
 * recorded (by its event id) in the transaction of its work, so a replay of it
 * is taken and changes nothing, while a delivery whose work failed is not
 * recorded: database errors propagate (503), and Stripe's retry is acted on.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  signature: string | null,
  journey: Awaitable<PaymentJourney> = requestJourney(),
): Promise<WebhookReceipt> {
  const resolved = await journey;
  if (resolved.payments.kind !== 'stripe') throw new Error('Webhooks come from Stripe; test mode has none.');
  const event = await resolved.payments.parseWebhookEvent(rawBody, signature);
  if (event.kind === 'rejected') return { ok: false, error: event.error };
  const login = event.kind === 'paid' ? await prepareLogin(resolved.db, event.intent) : null;
  const acted = await resolved.db.transaction(async (tx) =>
    (await recordDelivery(tx, event.delivery))
      ? actOn(tx, event, { sessionSecret: resolved.sessionSecret, login })
      : null,
  );
  if (!acted) return { ok: true, replayed: true };
  switch (acted.kind) {
    case 'fulfilment':
      return { ok: true, outcome: afterFulfilment(acted.outcome, acted.intentId, resolved).status };
    case 'withdrawal':
      if (acted.outcome === 'revoked') resolved.emailsDue();
      return { ok: true, outcome: acted.outcome };
    case 'nothing':
      return { ok: true, outcome: acted.outcome, ignored: acted.ignored };
  }
}
