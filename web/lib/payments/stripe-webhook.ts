import 'server-only';

import type Stripe from 'stripe';

import type { WebhookDelivery } from '../db/webhook-deliveries';
import { toIntentState } from './stripe-client';
import type { PaymentEvent } from './types';

/** Signed events older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Bounded as the deliveries table keeps them. */
const EVENT_ID = /^evt_[A-Za-z0-9_]{1,200}$/;

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

/** The `t=` of a Stripe-Signature header, read as Stripe's own check reads it (the last one). */
function signatureTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = /^\d{1,12}$/.test(value) ? Number(value) : null;
  }
  return timestamp;
}

const paymentIntentId = (value: string | Stripe.PaymentIntent | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Verifies a Stripe webhook's signature on its raw body and says, in the shop's terms, what happened. */
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

  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id)) {
    return { kind: 'rejected', error: 'A Stripe event must carry its id.' };
  }
  if (HANDLED_EVENTS.has(event.type) && !hasObject(event)) {
    return { kind: 'rejected', error: `A ${event.type} event must carry its object.` };
  }
  // The event id is inside the signed body, and Stripe keeps it when it retries: a replay cannot pass as new.
  const delivery: WebhookDelivery = {
    sender: 'stripe',
    id: event.id,
    acceptedUntil: new Date((signedAt + WEBHOOK_TOLERANCE_SECONDS) * 1000),
  };

  switch (event.type) {
    case 'payment_intent.succeeded':
      return { kind: 'paid', delivery, intent: toIntentState(event.data.object) };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        kind: 'payment-failed',
        delivery,
        intentId: intent.id,
        reason: intent.last_payment_error?.message ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return { kind: 'refunded', delivery, intentId: paymentIntentId(charge.payment_intent), full: charge.refunded };
    }
    case 'charge.dispute.created':
      return { kind: 'disputed', delivery, intentId: paymentIntentId(event.data.object.payment_intent) };
    default:
      return { kind: 'ignored', delivery, type: event.type };
  }
}
