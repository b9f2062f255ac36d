import 'server-only';

import { erasePendingCredentials } from '../db/orders';
import type { Database } from '../db/types';
import type { PaymentsProvider } from '../payments/types';
import { findStrandedTestPayments } from '../payments/test-mode';
import { fulfilPayment } from './fulfil';

/** Long enough for the confirming request to fulfil its own payment first. */
const STRANDED_AFTER_SECONDS = 10;

/**
 * The order side of the server's background work, safe to run on every
 * instance at once (each step is idempotent): erases new members' passwords
 * as soon as their display window closes, and fulfils test-mode payments whose
 * process stopped between the charge and fulfilment, as Stripe's webhook
 * retries do for real payments. Returns how many orders it fulfilled, so
 * their e-mails can be sent.
 */
export async function recoverOrders(
  db: Database,
  payments: PaymentsProvider,
  options: { sessionSecret: string },
): Promise<{ erased: number; fulfilled: number }> {
  const erased = await erasePendingCredentials(db);
  let fulfilled = 0;
  if (payments.kind === 'test') {
    for (const id of await findStrandedTestPayments(db, STRANDED_AFTER_SECONDS)) {
      const intent = await payments.retrieveIntent(id);
      if (!intent) continue;
      const outcome = await fulfilPayment(db, intent, options);
      if (outcome.status === 'fulfilled') {
        console.warn(`orders: fulfilled test payment ${id}, which its request had left unfulfilled.`);
        fulfilled++;
      }
    }
  }
  return { erased, fulfilled };
}
