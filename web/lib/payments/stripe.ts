import 'server-only';

import Stripe from 'stripe';

import { createStripeClient, rethrowOutage, toIntentState, type StripeClientOptions } from './stripe-client';
import { parseStripeEvent } from './stripe-webhook';
import type { StripePayments } from './types';

export interface StripeOptions extends StripeClientOptions {
  /** STRIPE_WEBHOOK_SECRET: without it no webhook event can be verified. */
  webhookSecret?: string;
}

/** Stripe PaymentIntents with automatic payment methods (the Payment Element picks what to offer). */
export function createStripeProvider(options: StripeOptions): StripePayments {
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
        .catch(rethrowOutage);
      if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret.');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toIntentState(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        rethrowOutage(error);
      }
    },
    parseWebhookEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('Verifying a Stripe webhook needs STRIPE_WEBHOOK_SECRET.');
      return parseStripeEvent(stripe, options.webhookSecret, rawBody, signature);
    },
  };
}
