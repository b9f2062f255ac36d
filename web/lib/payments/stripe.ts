import 'server-only';

import Stripe from 'stripe';

import { PaymentsUnavailableError, type PaymentIntentState, type PaymentsProvider } from './types';

export interface StripeOptions {
  secretKey: string;
  /** Another API host, for tests against a local stand-in of Stripe's API. */
  apiBase?: string;
}

export function createStripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
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

/**
 * Whether Stripe could not be reached or failed on its side (after the client's
 * own retries), rather than refusing the request we sent.
 */
export function isStripeOutage(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

function rethrow(error: unknown): never {
  if (isStripeOutage(error)) {
    throw new PaymentsUnavailableError(`Stripe cannot be reached: ${(error as Error).message}`, { cause: error });
  }
  throw error;
}

/** Stripe PaymentIntents with automatic payment methods (the Payment Element picks what to offer). */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createIntent({ amountCents, currency, email, idempotencyKey }) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountCents,
            currency,
            receipt_email: email,
            automatic_payment_methods: { enabled: true },
            metadata: { email },
          },
          { idempotencyKey },
        )
        .catch(rethrow);
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toIntentState(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        rethrow(error);
      }
    },
  };
}
