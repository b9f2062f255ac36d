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

/** The payments port: Stripe in production, the on-site test-mode provider by default. */
export interface PaymentsProvider {
  readonly kind: 'stripe' | 'test';
  createIntent(request: {
    amountCents: number;
    currency: string;
    email: string;
    idempotencyKey: string;
  }): Promise<CreatedIntent>;
  /** The provider's current view of an intent, or null if it does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentState | null>;
}

/** The payment provider cannot be reached or is failing on its side; routes answer 503. */
export class PaymentsUnavailableError extends ServiceUnavailableError {
  override name = 'PaymentsUnavailableError';
}

/** What the checkout page needs to mount the right payment form. */
export type PaymentsClientConfig = { kind: 'test' } | { kind: 'stripe'; publishableKey: string };

export const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{6,120}$/;
