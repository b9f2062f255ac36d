import 'server-only';

import { erasePendingCredentials } from '../db/pending-credentials';
import { findStrandedTestPayments } from '../db/test-payment-intents';
import type { Database } from '../db/types';
import type { PaymentsProvider } from '../payments/types';
import { completePayment } from './purchase';
import type { PaymentContext } from './purchase-context';

/** Long enough for the confirming request to fulfil its own payment first. */
const STRANDED_AFTER_SECONDS = 10;

/**
 * Background work, idempotent on every instance: erases new members'
 * passwords once their window closes, and fulfils test-mode payments whose
 * process stopped after the charge, as Stripe's webhook retries do for real ones.
 */
export async function recoverOrders(
  db: Database,
  payments: PaymentsProvider,
  options: { sessionSecret: string },
): Promise<{ erased: number; fulfilled: number }> {
  const erased = await erasePendingCredentials(db);
  let fulfilled = 0;
  if (payments.kind === 'test') {
    // The background work delivers due e-mails right after this.
    const context: PaymentContext = { db, payments, sessionSecret: options.sessionSecret, emailsDue: () => {} };
    for (const id of await findStrandedTestPayments(db, STRANDED_AFTER_SECONDS)) {
      if ((await completePayment(id, context)).status === 'fulfilled') {
        console.warn(`orders: fulfilled test payment ${id}, which its request had left unfulfilled.`);
        fulfilled++;
      }
    }
  }
  return { erased, fulfilled };
}
