import 'server-only';

import type Stripe from 'stripe';

import type { Database } from '../db/types';
import { fulfilPayment, withdrawAccess } from '../orders/fulfil';
import { toIntentState } from './stripe';

/** Signed events older than this are refused (Stripe's own default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeWebhookDeps {
  db: Database;
  stripe: Stripe;
  webhookSecret: string;
  sessionSecret: string;
}

export interface WebhookResponse {
  status: number;
  body: Record<string, unknown>;
  /** True when an order was fulfilled, so e-mails are due. */
  fulfilled?: boolean;
}

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
 * Verifies the signature on the raw body, then dispatches the events the shop
 * acts on. Every other event answers 200: Stripe retries any non-2xx, so an
 * ignored event must not look like a failure. Database errors propagate (503),
 * so Stripe delivers again later.
 */
export async function handleStripeWebhook(
  deps: StripeWebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookResponse> {
  if (!signature) return { status: 400, body: { error: 'Missing Stripe signature.' } };
  // Stripe's check only refuses old signatures; one dated in the future is just as suspect (a clock
  // skewed towards replay, or a forged timestamp), so the tolerance applies both ways.
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
    return { status: 400, body: { error: 'Invalid or stale Stripe signature.' } };
  }
  let event: Stripe.Event;
  try {
    event = await deps.stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      deps.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    return { status: 400, body: { error: 'Invalid or stale Stripe signature.' } };
  }

  if (HANDLED_EVENTS.has(event.type) && !hasObject(event)) {
    return { status: 400, body: { error: `A ${event.type} event must carry its object.` } };
  }

  switch (event.type) {
    case 'payment_intent.succeeded': {
      const outcome = await fulfilPayment(deps.db, toIntentState(event.data.object), {
        sessionSecret: deps.sessionSecret,
      });
      if (outcome.status === 'amount-mismatch') {
        console.error(`stripe: ${event.data.object.id} paid an amount other than its checkout's; not fulfilled.`);
      }
      return {
        status: 200,
        body: { received: true, outcome: outcome.status },
        fulfilled: outcome.status === 'fulfilled',
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      console.warn(`stripe: payment ${intent.id} failed: ${intent.last_payment_error?.message ?? 'no reason given'}`);
      return { status: 200, body: { received: true } };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intentId = paymentIntentId(charge.payment_intent);
      // A partial refund keeps access; a full refund withdraws it.
      if (!intentId || !charge.refunded) return { status: 200, body: { received: true, outcome: 'partial-refund' } };
      return { status: 200, body: { received: true, outcome: await withdrawAccess(deps.db, intentId, 'refunded') } };
    }
    case 'charge.dispute.created': {
      const intentId = paymentIntentId(event.data.object.payment_intent);
      if (!intentId) return { status: 200, body: { received: true } };
      return { status: 200, body: { received: true, outcome: await withdrawAccess(deps.db, intentId, 'disputed') } };
    }
    default:
      return { status: 200, body: { received: true, ignored: event.type } };
  }
}
