import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { markOrder } from '@/lib/db/orders';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { createCheckout } from '@/lib/orders/checkout';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { recordMarketingConsent } from '@/lib/orders/marketing-consent';
import { confirmTestPayment, createTestModeProvider, TEST_CARDS } from '@/lib/payments/test-mode';

import { testDatabases } from '../support/databases';

const SESSION_SECRET = 'a-session-secret-for-consent-tests-012345';
const PRICE = { amountCents: 990, currency: 'eur' };
const newBrowser = () => ({ browserKey: randomBytes(16).toString('hex'), attempt: randomBytes(16).toString('hex') });
const newEmail = () => `Buyer-${randomBytes(5).toString('hex')}@Example.com`;

describe.each(testDatabases())('marketing consent on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  /** A test-mode checkout from `browser`, paid and fulfilled unless `pay` is false. */
  async function checkout(email: string, browser = newBrowser(), pay = true) {
    const provider = createTestModeProvider(db);
    const started = await createCheckout(db, provider, { amount: 9.9, email, price: PRICE, browser });
    if (!started.ok) throw new Error('checkout refused');
    if (pay) {
      const expiry = { month: 12, year: 40 };
      await confirmTestPayment(
        db,
        { clientSecret: started.clientSecret, cardNumber: TEST_CARDS.success, expiry },
        PRICE,
      );
      const intent = await provider.retrieveIntent(started.paymentIntentId);
      await fulfilPayment(db, intent!, { sessionSecret: SESSION_SECRET });
    }
    return { browser, paymentIntentId: started.paymentIntentId };
  }

  const optIns = (email: string) =>
    db.query<{ email: string; firstName: string | null }>(
      sql`select email, first_name as "firstName" from public.marketing_optins where lower(email) = lower(${email})`,
    );

  it('records consent from the browser that paid, for the address it paid with, in any letter case', async () => {
    const email = newEmail();
    const { browser } = await checkout(email);
    const consent = { email: email.toLowerCase(), firstName: 'Ada' };
    expect(await recordMarketingConsent(db, consent, browser.browserKey)).toBe('recorded');
    expect(await recordMarketingConsent(db, { email, firstName: null }, browser.browserKey)).toBe('recorded');
    expect(await optIns(email)).toEqual([{ email: email.toLowerCase(), firstName: 'Ada' }]);
  });

  it('refuses the address from another browser, or from none, and stores nothing', async () => {
    const email = newEmail();
    await checkout(email);
    expect(await recordMarketingConsent(db, { email, firstName: null }, newBrowser().browserKey)).toBe('not-the-buyer');
    expect(await recordMarketingConsent(db, { email, firstName: null }, undefined)).toBe('not-the-buyer');
    expect(await optIns(email)).toEqual([]);
  });

  it('refuses another address from the browser that paid', async () => {
    const { browser } = await checkout(newEmail());
    const victim = newEmail();
    expect(await recordMarketingConsent(db, { email: victim, firstName: null }, browser.browserKey)).toBe(
      'not-the-buyer',
    );
    expect(await optIns(victim)).toEqual([]);
  });

  it('refuses a checkout that was never paid, or whose payment was refunded', async () => {
    const unpaid = newEmail();
    const { browser } = await checkout(unpaid, newBrowser(), false);
    expect(await recordMarketingConsent(db, { email: unpaid, firstName: null }, browser.browserKey)).toBe(
      'not-the-buyer',
    );

    const refunded = newEmail();
    const paid = await checkout(refunded);
    await markOrder(db, paid.paymentIntentId, 'refunded');
    expect(await recordMarketingConsent(db, { email: refunded, firstName: null }, paid.browser.browserKey)).toBe(
      'not-the-buyer',
    );
    expect([...(await optIns(unpaid)), ...(await optIns(refunded))]).toEqual([]);
  });

  it('accepts a browser that paid for this address once, among other checkouts of its own', async () => {
    const browser = newBrowser();
    const first = newEmail();
    await checkout(first, browser);
    await checkout(newEmail(), browser, false);
    expect(await recordMarketingConsent(db, { email: first, firstName: null }, browser.browserKey)).toBe('recorded');
  });
});
