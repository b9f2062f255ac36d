import 'server-only';

import { getDb } from '../db';
import { getConfig } from '../env';
import { createStripeProvider } from './stripe';
import { createTestModeProvider } from './test-mode';
import type { PaymentsClientConfig, PaymentsProvider } from './types';

export type { PaymentEvent, PaymentIntentState, PaymentsClientConfig, PaymentsProvider } from './types';

export async function getPayments(): Promise<PaymentsProvider> {
  const { payments } = getConfig();
  return payments.kind === 'stripe'
    ? createStripeProvider({ secretKey: payments.secretKey, webhookSecret: payments.webhookSecret })
    : createTestModeProvider(await getDb());
}

/** Only what the browser may know: which form to show and Stripe's publishable key. */
export function paymentsClientConfig(): PaymentsClientConfig {
  const { payments } = getConfig();
  return payments.kind === 'stripe' ? { kind: 'stripe', publishableKey: payments.publishableKey } : { kind: 'test' };
}
