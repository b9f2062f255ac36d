import 'server-only';

import Stripe from 'stripe';

import { PaymentsUnavailableError, type PaymentIntentState } from './types';

export interface StripeClientOptions {
  secretKey: string;
  /** Another API host, for tests against a local stand-in of Stripe's API. */
  apiBase?: string;
}

export function createStripeClient({ secretKey, apiBase }: StripeClientOptions): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: '24-hour-reset' },
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

export function toIntentState(intent: Stripe.PaymentIntent): PaymentIntentState {
  const known = ['succeeded', 'processing', 'requires_payment_method', 'requires_action', 'canceled'] as const;
  const status = (known as readonly string[]).includes(intent.status)
    ? (intent.status as PaymentIntentState['status'])
    : 'other';
  return {
    id: intent.id,
    status,
    amountCents: intent.amount_received || intent.amount,
    currency: intent.currency,
    email: intent.receipt_email ?? (typeof intent.metadata?.email === 'string' ? intent.metadata.email : null),
  };
}

/** Rethrows Stripe's outage (after the client's own retries) as PaymentsUnavailableError (503), anything else as it is. */
export function rethrowOutage(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  ) {
    throw new PaymentsUnavailableError(`Stripe cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  throw error;
}
