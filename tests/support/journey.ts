import { randomBytes } from 'node:crypto';

import type { Database } from '@/lib/db/types';
import type { CheckoutBrowser } from '@/lib/orders/checkout';
import type { CheckoutContext } from '@/lib/orders/purchase-context';
import { createTestModeProvider } from '@/lib/payments/test-mode';

export const TEST_PRICE = { amountCents: 990, currency: 'eur' };

/**
 * One browser's checkout journey on `db`, as a request would run it: its own
 * checkout cookie, test mode at €9.90 unless `overrides` say otherwise, and
 * Pay's after-answer work awaited, so what it did is there when Pay returns.
 */
export function testJourney(
  db: Database,
  overrides: Partial<CheckoutContext> = {},
): CheckoutContext & { cookie(): CheckoutBrowser | undefined } {
  let cookie: CheckoutBrowser | undefined;
  const newValue = () => randomBytes(16).toString('hex');
  return {
    db,
    payments: createTestModeProvider(db),
    sessionSecret: 'a-session-secret-for-journey-tests-0123456',
    emailsDue: () => {},
    afterAnswer: (work) => work(),
    price: async () => TEST_PRICE,
    discountCode: async () => null,
    browser: {
      read: async () => cookie,
      ensure: async () => (cookie ??= { browserKey: newValue(), attempt: newValue() }),
      startNewAttempt: async (browser) => void (cookie = { browserKey: browser.browserKey, attempt: newValue() }),
    },
    cookie: () => cookie,
    ...overrides,
  };
}
