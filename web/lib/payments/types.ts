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

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** What a verified webhook event says happened, and the delivery it came in (acted on once). */
export type VerifiedPaymentEvent = { delivery: WebhookDelivery } & (
  | { kind: 'paid'; intent: PaymentIntentState }
  | { kind: 'payment-failed'; intentId: string; reason: string | null }
  /** `full` is false for a partial refund. */
  | { kind: 'refunded'; intentId: string | null; full: boolean }
  | { kind: 'disputed'; intentId: string | null }
  /** An event the shop does not act on. */
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
  }): Promise<CreatedIntent>;
  /** The provider's current view of an intent, or null if it does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentState | null>;
}

/** What the provider answered when the server confirmed an intent. */
export type Confirmation =
  | { status: 'succeeded' | 'processing'; intent: PaymentIntentState }
  /** The buyer must act in the page (3-D Secure): Stripe.js's handleNextAction, then confirm again. */
  | { status: 'requires_action'; clientSecret: string }
  /** Declined, or the payment details were refused: the provider's words, for the buyer. */
  | { status: 'declined'; message: string };

export interface StripePayments extends PaymentsPort {
  readonly kind: 'stripe';
  /**
   * Confirms an intent on the server, with the payment details the Payment
   * Element collected (a ConfirmationToken's id), or without, after the buyer
   * has completed an action the last confirmation asked for.
   */
  confirmIntent(id: string, confirmationToken?: string): Promise<Confirmation>;
  /** Cancels an intent that must never be paid; one already cancelled stays so. */
  cancelIntent(id: string): Promise<void>;
  /** Verifies a webhook delivery (raw body and Stripe-Signature header) and says what it reports. */
  parseWebhookEvent(rawBody: string, signature: string | null): Promise<PaymentEvent>;
}

/** The on-site test-mode provider: test cards are confirmed on this site (web/lib/payments/test-mode.ts), no webhook. */
export interface TestModePayments extends PaymentsPort {
  readonly kind: 'test';
}

/** The payments port: Stripe in production, the on-site test-mode provider by default. */
export type PaymentsProvider = StripePayments | TestModePayments;

/** The payment provider cannot be reached or is failing on its side; routes answer 503. */
export class PaymentsUnavailableError extends ServiceUnavailableError {
  override name = 'PaymentsUnavailableError';
}

/** What the checkout page needs to mount the right payment form. */
export type PaymentsClientConfig = { kind: 'test' } | { kind: 'stripe'; publishableKey: string };

export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{6,120}$/;
