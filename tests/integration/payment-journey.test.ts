import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { CheckoutBrowser } from '@/lib/orders/checkout';
import { claimCredentials, completePayment, payWithTestCard, startCheckout } from '@/lib/orders/purchase';
import type { CheckoutContext } from '@/lib/orders/purchase-context';
import { TEST_CARDS } from '@/lib/payments/test-mode';
import { revokeAccess } from '@/lib/support/member-tool';

import { testDatabases } from '../support/databases';
import { testJourney } from '../support/journey';

const SESSION_SECRET = 'a-session-secret-for-journey-tests-0123456';
const PRICE = { amountCents: 990, currency: 'eur' };
const email = () => `journey-${randomBytes(5).toString('hex')}@example.com`;

/** One browser's side of the journey: its checkout cookie as a request would keep it, and the e-mails it set off. */
interface Buyer {
  journey: CheckoutContext;
  cookie(): CheckoutBrowser | undefined;
  emailsDue: number;
}

describe.each(testDatabases())('the payment journey on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  function buyer(): Buyer {
    const who = { emailsDue: 0 } as Buyer;
    const journey = testJourney(db, { sessionSecret: SESSION_SECRET, emailsDue: () => void who.emailsDue++ });
    return Object.assign(who, { journey, cookie: journey.cookie });
  }

  async function checkout(who: Buyer, address = email()) {
    const started = await startCheckout({ amount: 9.9, email: address }, who.journey);
    if (!started.ok) throw new Error('checkout refused');
    return { ...started, address };
  }

  const card = (clientSecret: string, cardNumber: string = TEST_CARDS.success) => ({
    clientSecret,
    cardNumber,
    expiry: { month: 12, year: 40 },
  });

  const orders = async (paymentIntentId: string) =>
    (await db.query(sql`select 1 from public.orders where payment_intent_id = ${paymentIntentId}`)).length;

  it('starts a checkout at the server’s price, for this browser, and refuses any other amount', async () => {
    const who = buyer();
    expect(await startCheckout({ amount: 1, email: email() }, who.journey)).toEqual({
      ok: false,
      reason: 'amount-mismatch',
      price: PRICE,
    });
    const { paymentIntentId } = await checkout(who);
    expect(who.cookie()).toBeDefined();
    const [intent] = await db.query<{ amount: number }>(
      sql`select amount_cents as amount from internal.test_payment_intents where id = ${paymentIntentId}`,
    );
    expect(intent?.amount).toBe(990);
  });

  it('shows the password once paid, only to the browser that paid, and starts its next checkout afresh', async () => {
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    const stranger = buyer();
    await stranger.journey.browser.ensure();

    expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'processing' });
    expect(await payWithTestCard(card(clientSecret), who.journey)).toEqual({
      ok: true,
      status: 'succeeded',
      paymentIntentId,
    });
    expect(who.emailsDue).toBe(1);

    expect(await claimCredentials(paymentIntentId, stranger.journey)).toEqual({ status: 'not-this-browser' });
    expect(await claimCredentials(paymentIntentId, buyer().journey)).toEqual({ status: 'not-this-browser' });

    const attempt = who.cookie()?.attempt;
    const claim = await claimCredentials(paymentIntentId, who.journey);
    expect(claim).toMatchObject({ status: 'ready', username: expect.stringMatching(/^journey/) });
    expect(who.cookie()?.attempt).not.toBe(attempt);
    expect(who.cookie()?.browserKey).toBeDefined();
    expect(who.emailsDue).toBe(1);
  });

  it('fulfils on the success page’s check when nothing else has, once however many checks arrive together', async () => {
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    // The card is charged, but the request that charged it never fulfilled (no webhook in test mode).
    await db.query(sql`
      update internal.test_payment_intents set status = 'succeeded', succeeded_at = now() where client_secret = ${clientSecret}
    `);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimCredentials(paymentIntentId, who.journey)));
    expect(claims.every((claim) => claim.status === 'ready')).toBe(true);
    expect(await orders(paymentIntentId)).toBe(1);
    expect(who.emailsDue).toBe(1);
  });

  it('shows a second purchase with the same address nothing of the account', async () => {
    // Both checkouts start before either is paid (two tabs, or a payment made elsewhere): both reach fulfilment.
    const address = email();
    const first = buyer();
    const second = buyer();
    const paid = await checkout(first, address);
    const again = await checkout(second, address);
    await payWithTestCard(card(paid.clientSecret), first.journey);
    await payWithTestCard(card(again.clientSecret), second.journey);
    expect(await claimCredentials(again.paymentIntentId, second.journey)).toEqual({ status: 'existing-account' });
  });

  it('creates no payment for an address that already has access, in any case', async () => {
    const address = email();
    const first = buyer();
    const paid = await checkout(first, address);
    await payWithTestCard(card(paid.clientSecret), first.journey);

    const before = await db.query(sql`select 1 from internal.test_payment_intents`);
    const second = buyer();
    expect(await startCheckout({ amount: 9.9, email: address.toUpperCase() }, second.journey)).toEqual({
      ok: false,
      reason: 'has-access',
    });
    expect(await db.query(sql`select 1 from internal.test_payment_intents`)).toHaveLength(before.length);
  });

  it('lets a refunded member buy again', async () => {
    const address = email();
    const first = buyer();
    const paid = await checkout(first, address);
    await payWithTestCard(card(paid.clientSecret), first.journey);
    await db.query(
      sql`update public.members set revoked_at = now(), revoked_by = 'payment' where lower(email) = lower(${address})`,
    );
    expect((await startCheckout({ amount: 9.9, email: address }, buyer().journey)).ok).toBe(true);
  });

  it('says a purchase is held when support had withdrawn the address’s access, in the window and after it', async () => {
    const address = email();
    const first = buyer();
    const paid = await checkout(first, address);
    await payWithTestCard(card(paid.clientSecret), first.journey);
    const account = await claimCredentials(paid.paymentIntentId, first.journey);
    if (account.status !== 'ready') throw new Error(`no account: ${account.status}`);
    await revokeAccess(db, account.username, 'chargeback by phone');

    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who, address.toUpperCase());
    await payWithTestCard(card(clientSecret), who.journey);
    const attempt = who.cookie()?.attempt;
    expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'held' });
    expect(who.cookie()?.attempt).not.toBe(attempt);
    // Nothing was shown that expires: the page opened later still says what became of the payment.
    await db.query(sql`
      update internal.pending_credentials set expires_at = now() - interval '1 second'
      where payment_intent_id = ${paymentIntentId}
    `);
    expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'held' });
    expect(await claimCredentials(paymentIntentId, buyer().journey)).toEqual({ status: 'not-this-browser' });
  });

  it('a purchase after a refund’s withdrawal reopens the account and says the address has one', async () => {
    const address = email();
    const first = buyer();
    const paid = await checkout(first, address);
    await payWithTestCard(card(paid.clientSecret), first.journey);
    await db.query(
      sql`update public.members set revoked_at = now(), revoked_by = 'payment' where lower(email) = lower(${address})`,
    );
    const who = buyer();
    const again = await checkout(who, address);
    await payWithTestCard(card(again.clientSecret), who.journey);
    expect(await claimCredentials(again.paymentIntentId, who.journey)).toEqual({ status: 'existing-account' });
  });

  it('answers expired once the window has closed, and never shows the password again', async () => {
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    await payWithTestCard(card(clientSecret), who.journey);
    await db.query(sql`
      update internal.pending_credentials set expires_at = now() - interval '1 second'
      where payment_intent_id = ${paymentIntentId}
    `);
    expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'expired' });
  });

  it('a password sealed under another SESSION_SECRET (rotated since) counts as expired', async () => {
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    await payWithTestCard(card(clientSecret), who.journey);
    const rotated = { ...who.journey, sessionSecret: 'the-secret-after-rotation-0123456789abcdef' };
    expect(await claimCredentials(paymentIntentId, rotated)).toEqual({ status: 'expired' });
  });

  it('refuses to fulfil a payment for another amount than its checkout’s, and logs it for support', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    await db.query(sql`
      update internal.test_payment_intents set status = 'succeeded', amount_cents = 50 where client_secret = ${clientSecret}
    `);
    expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'unfulfillable' });
    expect(await orders(paymentIntentId)).toBe(0);
    expect(who.emailsDue).toBe(0);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(paymentIntentId));
    logged.mockRestore();
  });

  it('a declined card fulfils nothing; an unknown intent is reported, not fulfilled', async () => {
    const who = buyer();
    const { paymentIntentId, clientSecret } = await checkout(who);
    expect(await payWithTestCard(card(clientSecret, TEST_CARDS.declined), who.journey)).toEqual({
      ok: false,
      status: 402,
      error: 'Your card was declined.',
    });
    expect(await orders(paymentIntentId)).toBe(0);
    expect(await completePayment('pi_test_000000000000000000000000', who.journey)).toEqual({
      status: 'unknown-intent',
    });
    expect(who.emailsDue).toBe(0);
  });
});
