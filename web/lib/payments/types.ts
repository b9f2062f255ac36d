import type { WebhookDelivery } from '../db/webhook-deliveries';
import { ServiceUnavailableError } from '../service-unavailable';

/** The state of a payment as fulfilment needs it, whichever provider took it. */
export interface PaymentIntentState {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_payment_method' | 'requires_action' | 'canceled' | 'other';
  amountCents: number;
  currency: string;
  email: string | null;
}

/** What a verified webhook event says happened, and the delivery it came in. */
export type VerifiedPaymentEvent = { delivery: WebhookDelivery } & (
  | { kind: 'paid'; intent: PaymentIntentState }
  | { kind: 'payment-failed'; intentId: string; reason: string | null }
  | { kind: 'refunded'; intentId: string | null; full: boolean }
  | { kind: 'disputed'; intentId: string | null }
  | { kind: 'ignored'; type: string }
);

export type PaymentEvent =
  /** Not verifiably from the provider, or signed but malformed: answered 400. */
  { kind: 'rejected'; error: string } | VerifiedPaymentEvent;

interface PaymentsPort {
  createIntent(request: {
    amountCents: number;
    currency: string;
    email: string;
    idempotencyKey: string;
    /** Carried as the intent's metadata: support sees it beside the payment. */
    discountCode?: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The provider's current view of an intent, or null if it does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentState | null>;
}

export type Confirmation =
  | { status: 'succeeded' | 'processing'; intent: PaymentIntentState }
  /** The buyer must act in the page (3-D Secure): Stripe.js's handleNextAction, then confirm again. */
  | { status: 'requires_action'; clientSecret: string }
  /** Declined, or the payment details were refused: the provider's words, for the buyer. */
  | { status: 'declined'; message: string };

export interface StripePayments extends PaymentsPort {
  readonly kind: 'stripe';
  /** With the Payment Element's ConfirmationToken, or without after the buyer's action (3-D Secure). */
  confirmIntent(id: string, confirmationToken?: string): Promise<Confirmation>;
  /** Cancels an intent that must never be paid; one already cancelled stays so. */
  cancelIntent(id: string): Promise<void>;
  parseWebhookEvent(rawBody: string, signature: string | null): Promise<PaymentEvent>;
}

/** Test cards are confirmed on this site; no webhook. */
export interface TestModePayments extends PaymentsPort {
  readonly kind: 'test';
}

export type PaymentsProvider = StripePayments | TestModePayments;

export class PaymentsUnavailableError extends ServiceUnavailableError {
  override name = 'PaymentsUnavailableError';
}

export type PaymentsClientConfig = { kind: 'test' } | { kind: 'stripe'; publishableKey: string };

export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{6,120}$/;
