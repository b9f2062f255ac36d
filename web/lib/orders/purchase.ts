import 'server-only';

import { findCheckout } from '../db/checkouts';
import { countRedemptions, redeemCode, releaseRedemption } from '../db/discount-redemptions';
import { findOrder } from '../db/orders';
import type { Queryable } from '../db/types';
import { recordDelivery } from '../db/webhook-deliveries';
import { samePrice, type Price } from '../money';
import type { PaymentIntentState, VerifiedPaymentEvent } from '../payments/types';
import { confirmTestPayment, PAYMENT_NOT_FOUND } from '../payments/test-mode';
import { checkoutOfBrowser, createCheckout, type CreateCheckoutResult } from './checkout';
import { readCredentials, type CredentialsResult } from './credentials';
import { applyCode, type AppliedCode, type Discounted } from './discount';
import {
  fulfilInTransaction,
  fulfilPayment,
  prepareLogin,
  withdrawAccess,
  type FulfilOutcome,
  type NewLogin,
  type WithdrawOutcome,
} from './fulfil';
import { requestContext, type CheckoutContext, type PaymentContext } from './purchase-context';

/*
 * The purchase, from checkout to the webhook (docs/payments.md). Each entry point
 * takes the context it runs in; routes leave it out and get the request's.
 */

type Awaitable<T> = T | Promise<T>;

/** The price charged now, less `code` where it applies; its uses are counted unless Pay's redemption is to count them. */
async function priceWithCode(ctx: CheckoutContext, code: string | null | undefined, countUses = true) {
  const full = await ctx.price();
  const uses = code && countUses ? await countRedemptions(ctx.db, code) : 0;
  const applied = code ? applyCode(full, await ctx.discountCode(code), new Date(), uses) : null;
  return { full, applied, price: applied?.ok ? applied.price : full };
}

/** Counts a payment against its code's uses, in the charge's transaction: false when others took them all. */
const redeemer = (applied: Discounted | null) => async (tx: Queryable, paymentIntentId: string) =>
  !applied?.ok || redeemCode(tx, { code: applied.discount.code, paymentIntentId, maxUses: applied.maxUses });

/** What `code` does to the price charged now, for the buyer to see before paying. */
export async function checkDiscountCode(
  code: string,
  context: Awaitable<CheckoutContext> = requestContext(),
): Promise<Discounted> {
  return (await priceWithCode(await context, code)).applied ?? { ok: false, refusal: 'unknown' };
}

/** Prices the order on the server, with its code where the code applies, and creates the payment intent for this browser. */
export async function startCheckout(
  order: { amount: number; email: string; code?: string },
  context: Awaitable<CheckoutContext> = requestContext(),
): Promise<CreateCheckoutResult> {
  const ctx = await context;
  const { applied, price } = await priceWithCode(ctx, order.code);
  const discount = applied?.ok ? applied.discount : null;
  return createCheckout(ctx.db, ctx.payments, { ...order, price, discount, browser: await ctx.browser.ensure() });
}

export type PaymentCompletion = FulfilOutcome | { status: 'unknown-intent' };

/**
 * Fulfils a paid intent once and has its e-mails sent. Given an id, asks the
 * provider for the intent unless its order exists already.
 */
export async function completePayment(
  payment: string | PaymentIntentState,
  context: Awaitable<PaymentContext> = requestContext(),
): Promise<PaymentCompletion> {
  const ctx = await context;
  if (typeof payment === 'string') {
    const order = await findOrder(ctx.db, payment);
    if (order) return { status: 'already-fulfilled', orderId: order.id };
  }
  const intent = typeof payment === 'string' ? await ctx.payments.retrieveIntent(payment) : payment;
  if (!intent) return { status: 'unknown-intent' };
  const outcome = await fulfilPayment(ctx.db, intent, { sessionSecret: ctx.sessionSecret });
  if (outcome.status === 'fulfilled') ctx.emailsDue();
  return outcome;
}

/**
 * Fulfils a payment Pay has just charged, after the buyer has their answer, so
 * no buyer waits on hashing a password. If it fails, the success page's check,
 * the webhook or the background recovery fulfils it later.
 */
async function fulfilCharged(payment: string | PaymentIntentState, ctx: PaymentContext): Promise<void> {
  try {
    await completePayment(payment, ctx);
  } catch (error) {
    const id = typeof payment === 'string' ? payment : payment.id;
    console.error(`orders: ${id} was charged but not yet fulfilled; the success page will finish it:`, error);
  }
}

export type CredentialsClaim =
  | (CredentialsResult & { discount?: AppliedCode & { currency: string } })
  | { status: 'not-this-browser' }
  | { status: 'unfulfillable' }
  /** Nothing was charged, and nothing can be. */
  | { status: 'canceled' };

/**
 * The success page's check: answers only the browser that created the payment,
 * and fulfils the order if nothing has yet. Once the credentials are shown,
 * this browser's next checkout is a new attempt.
 */
export async function claimCredentials(
  paymentIntentId: string,
  context: Awaitable<CheckoutContext> = requestContext(),
): Promise<CredentialsClaim> {
  const ctx = await context;
  const paying = await ctx.browser.read();
  const checkout = await checkoutOfBrowser(ctx.db, paymentIntentId, paying?.browserKey);
  if (!checkout) return { status: 'not-this-browser' };

  const completion = await completePayment(paymentIntentId, ctx);
  if (completion.status === 'not-paid' || completion.status === 'unknown-intent') return { status: 'processing' };
  if (completion.status === 'canceled') return completion;
  if (completion.status !== 'fulfilled' && completion.status !== 'already-fulfilled') {
    return { status: 'unfulfillable' };
  }
  const credentials = await readCredentials(ctx.db, paymentIntentId, ctx.sessionSecret);
  if (paying && ['ready', 'existing-account', 'held'].includes(credentials.status)) {
    await ctx.browser.startNewAttempt(paying);
  }
  const { discountCode: code, discountCents: cents, currency } = checkout;
  return code && cents !== null ? { ...credentials, discount: { code, cents, currency } } : credentials;
}

/** What pressing Pay came to; `price-changed` names the price charged now, which the buyer must see before paying. */
export type PayResult =
  | { ok: true; status: 'succeeded'; paymentIntentId: string }
  | { ok: true; status: 'requires_action'; paymentIntentId: string; clientSecret: string }
  | { ok: false; status: 409; reason: 'price-changed'; price: Price }
  | { ok: false; status: 402 | 404; error: string };

/** Test mode's Pay: charges a test card at the price charged now, then fulfils, as Stripe's webhook would. */
export async function payWithTestCard(
  card: Parameters<typeof confirmTestPayment>[1],
  context: Awaitable<CheckoutContext> = requestContext(),
): Promise<PayResult> {
  const ctx = await context;
  const checkout = await findCheckout(ctx.db, card.clientSecret.split('_secret_')[0] ?? '');
  const { full, applied, price } = await priceWithCode(ctx, checkout?.discountCode, false);
  const result = await confirmTestPayment(ctx.db, card, price, redeemer(applied));
  if (!result.ok && result.status === 409) {
    return { ok: false, status: 409, reason: 'price-changed', price: result.reason === 'code-used-up' ? full : price };
  }
  if (!result.ok) return result;
  await ctx.afterAnswer(() => fulfilCharged(result.paymentIntentId, ctx));
  return { ok: true, status: 'succeeded', paymentIntentId: result.paymentIntentId };
}

/**
 * Stripe's Pay, confirmed on the server for the browser that created the
 * intent, at the price charged now, else the intent is cancelled. Without a
 * `confirmationToken` the intent is confirmed again after 3-D Secure.
 */
export async function payWithStripe(
  payment: { paymentIntentId: string; confirmationToken?: string },
  context: Awaitable<CheckoutContext> = requestContext(),
): Promise<PayResult> {
  const ctx = await context;
  const { db, payments } = ctx;
  if (payments.kind !== 'stripe') throw new Error('Test mode pays with payWithTestCard.');
  const { paymentIntentId } = payment;
  const paying = await ctx.browser.read();
  const checkout = await checkoutOfBrowser(db, paymentIntentId, paying?.browserKey);
  if (!checkout) return PAYMENT_NOT_FOUND;

  const { full, applied, price } = await priceWithCode(ctx, checkout.discountCode, false);
  let priceNow = samePrice(checkout, price) ? null : price;
  if (!priceNow && !(await db.transaction((tx) => redeemer(applied)(tx, paymentIntentId)))) priceNow = full;
  if (priceNow) {
    await payments.cancelIntent(paymentIntentId);
    return { ok: false, status: 409, reason: 'price-changed', price: priceNow };
  }
  const confirmed = await payments.confirmIntent(paymentIntentId, payment.confirmationToken);
  switch (confirmed.status) {
    case 'declined':
      // Nothing was charged: the code's use is free for another payment, or for this one's next card.
      await releaseRedemption(db, paymentIntentId);
      return { ok: false, status: 402, error: confirmed.message };
    case 'requires_action':
      return { ok: true, status: 'requires_action', paymentIntentId, clientSecret: confirmed.clientSecret };
    case 'succeeded':
    case 'processing':
      await ctx.afterAnswer(() => fulfilCharged(confirmed.intent, ctx));
      return { ok: true, status: 'succeeded', paymentIntentId };
  }
}

/** A delivery refused (answered 400), or taken (200, whatever it said). */
export type WebhookReceipt =
  | { ok: false; error: string }
  /** `replayed`: the same delivery was taken before, so this one changed nothing. */
  | { ok: true; outcome?: string; ignored?: string; replayed?: true };

/** Said to Stripe, and whether e-mails were queued that are to be sent once the transaction commits. */
type Acted = { outcome?: string; ignored?: string; emailsDue?: boolean };

const withdrawn = (outcome: WithdrawOutcome): Acted => ({ outcome, emailsDue: outcome === 'revoked' });

async function actOn(
  tx: Queryable,
  event: VerifiedPaymentEvent,
  options: { sessionSecret: string; login: NewLogin | null },
): Promise<Acted> {
  switch (event.kind) {
    case 'paid': {
      const { status } = await fulfilInTransaction(tx, event.intent, options);
      return { outcome: status, emailsDue: status === 'fulfilled' };
    }
    case 'payment-failed':
      console.warn(`stripe: payment ${event.intentId} failed: ${event.reason ?? 'no reason given'}`);
      return {};
    case 'refunded':
      // A partial refund keeps access.
      if (!event.intentId || !event.full) return { outcome: 'partial-refund' };
      return withdrawn(await withdrawAccess(tx, event.intentId, 'refunded'));
    case 'disputed':
      return event.intentId ? withdrawn(await withdrawAccess(tx, event.intentId, 'disputed')) : {};
    case 'ignored':
      return { ignored: event.type };
  }
}

/**
 * A delivery of Stripe's webhook. Stripe retries any non-2xx, so an event not
 * acted on is taken all the same. The delivery is recorded in the transaction
 * of its work: a replay changes nothing, while a delivery whose work failed is
 * not recorded (the error answers 503) and Stripe's retry is acted on.
 */
export async function receivePaymentWebhook(
  rawBody: string,
  signature: string | null,
  context: Awaitable<PaymentContext> = requestContext(),
): Promise<WebhookReceipt> {
  const ctx = await context;
  if (ctx.payments.kind !== 'stripe') throw new Error('Webhooks come from Stripe; test mode has none.');
  const event = await ctx.payments.parseWebhookEvent(rawBody, signature);
  if (event.kind === 'rejected') return { ok: false, error: event.error };
  const login = event.kind === 'paid' ? await prepareLogin(ctx.db, event.intent) : null;
  const acted = await ctx.db.transaction(async (tx) =>
    (await recordDelivery(tx, event.delivery)) ? actOn(tx, event, { sessionSecret: ctx.sessionSecret, login }) : null,
  );
  if (!acted) return { ok: true, replayed: true };
  const { emailsDue, ...said } = acted;
  if (emailsDue) ctx.emailsDue();
  return { ok: true, ...said };
}
