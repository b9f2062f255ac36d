import { randomBytes } from 'node:crypto';

import type { Database } from '@/lib/db/types';
import { createCheckout } from '@/lib/orders/checkout';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { confirmTestPayment, createTestModeProvider, TEST_CARDS } from '@/lib/payments/test-mode';

/**
 * A whole test-mode purchase of the €9.90 programme by `email`, from a browser
 * of its own: the checkout, the test card's payment, and the fulfilment the
 * webhook would run. Returns the payment intent and what fulfilment answered.
 */
export async function buyWithTestCard(db: Database, email: string, sessionSecret: string) {
  const payments = createTestModeProvider(db);
  const browser = { browserKey: randomBytes(16).toString('hex'), attempt: randomBytes(16).toString('hex') };
  const price = { amountCents: 990, currency: 'eur' };
  const started = await createCheckout(db, payments, { amount: 9.9, email, price, browser });
  if (!started.ok) throw new Error(`checkout refused: ${JSON.stringify(started)}`);
  const card = { clientSecret: started.clientSecret, cardNumber: TEST_CARDS.success, expiry: { month: 12, year: 40 } };
  await confirmTestPayment(db, card, price);
  const intent = await payments.retrieveIntent(started.paymentIntentId);
  const fulfilled = await fulfilPayment(db, intent!, { sessionSecret });
  return { paymentIntentId: started.paymentIntentId, fulfilled };
}
