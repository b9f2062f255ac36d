import 'server-only';

import type Stripe from 'stripe';

import { toIntentState } from './stripe-client';
import type { PaymentEvent } from './types';

/** Signed events older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const HANDLED_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
]);

/** A signed event can still be malformed: Stripe signs the bytes, not their shape. */
function hasObject(event: Stripe.Event): boolean {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  return typeof object === 'object' && object !== null && typeof (object as { id?: unknown }).id === 'string';
}

/** The `t=` of a Stripe-Signature header, in seconds; null when there is none. */
function signatureTimestamp(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

const paymentIntentId = (value: string | Stripe.PaymentIntent | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Verifies a Stripe webhook's signature on its raw body and says, in the
 * shop's terms, what happened. Deciding what to do about it is the payment
 * journey's (web/lib/orders/journey.ts), so this port never imports orders.
 */
export async function parseStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | null,
): Promise<PaymentEvent> {
  if (!signature) return { kind: 'rejected', error: 'Missing Stripe signature.' };
  // Stripe's check only refuses old signatures; one dated in the future is just as suspect (a clock
  // skewed towards replay, or a forged timestamp), so the tolerance applies both ways.
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    return { kind: 'rejected', error: 'Invalid or stale Stripe signature.' };
  }
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    return { kind: 'rejected', error: 'Invalid or stale Stripe signature.' };
  }

  if (HANDLED_EVENTS.has(event.type) && !hasObject(event)) {
    return { kind: 'rejected', error: `A ${event.type} event must carry its object.` };
  }

  switch (event.type) {
    case 'payment_intent.succeeded':
      return { kind: 'paid', intent: toIntentState(event.data.object) };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return { kind: 'payment-failed', intentId: intent.id, reason: intent.last_payment_error?.message ?? null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return { kind: 'refunded', intentId: paymentIntentId(charge.payment_intent), full: charge.refunded };
    }
    case 'charge.dispute.created':
      return { kind: 'disputed', intentId: paymentIntentId(event.data.object.payment_intent) };
    default:
      return { kind: 'ignored', type: event.type };
  }
}
