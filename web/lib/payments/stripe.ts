import 'server-only';

import Stripe from 'stripe';

import { createStripeClient, rethrowOutage, toIntentState, type StripeClientOptions } from './stripe-client';
import { parseStripeEvent } from './stripe-webhook';
import type { Confirmation, StripePayments } from './types';

function confirmation(intent: Stripe.PaymentIntent): Confirmation {
  if (intent.status === 'requires_action' && intent.client_secret) {
    return { status: 'requires_action', clientSecret: intent.client_secret };
  }
  if (intent.status === 'succeeded') return { status: 'succeeded', intent: toIntentState(intent) };
  if (intent.status === 'processing') return { status: 'processing', intent: toIntentState(intent) };
  return { status: 'declined', message: intent.last_payment_error?.message ?? 'Your payment could not be completed.' };
}

export interface StripeOptions extends StripeClientOptions {
  webhookSecret?: string;
}

/**
 * Confirmed by the server only (confirmation_method manual), so it reads the price when the buyer presses
 * Pay. Card only: 3-D Secure runs in the page and comes back to that check; methods that leave it would not.
 */
export function createStripeProvider(options: StripeOptions): StripePayments {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createIntent({ amountCents, currency, email, idempotencyKey, discountCode }) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountCents,
            currency,
            receipt_email: email,
            confirmation_method: 'manual',
            allowed_payment_method_types: ['card'],
            metadata: discountCode ? { email, discount_code: discountCode } : { email },
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
    async confirmIntent(id, confirmationToken) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.confirm(
          id,
          confirmationToken ? { confirmation_token: confirmationToken } : {},
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'declined', message: error.message || 'Your card was declined.' };
        }
        // Pressed twice: the first confirmation already moved the intent on; say where it is now.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          intent = await stripe.paymentIntents.retrieve(id).catch(rethrowOutage);
        } else rethrowOutage(error);
      }
      return confirmation(intent);
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return;
        }
        rethrowOutage(error);
      }
    },
    parseWebhookEvent(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('Verifying a Stripe webhook needs STRIPE_WEBHOOK_SECRET.');
      return parseStripeEvent(stripe, options.webhookSecret, rawBody, signature);
    },
  };
}
