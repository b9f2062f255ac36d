// The charge is decided when the buyer presses Pay: an intent made at a price
// that was withdrawn before Pay (an editor's change, the end of a launch offer)
// is cancelled, nothing is charged, and the buyer is told the new price; the
// success page's check then says it was cancelled, rather than "processing".
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { Price } from '@/lib/money';
import { claimCredentials, payWithStripe, payWithTestCard, startCheckout } from '@/lib/orders/purchase';
import { createStripeProvider } from '@/lib/payments/stripe';
import { createTestModeProvider, TEST_CARDS } from '@/lib/payments/test-mode';
import type { PaymentsProvider } from '@/lib/payments/types';

import { testDatabases } from '../support/databases';
import { testJourney } from '../support/journey';
import { FAKE_CONFIRMATION_TOKENS, startFakeStripe } from '../support/fake-stripe';

const LAUNCH = { amountCents: 990, currency: 'eur' };
const RAISED = { amountCents: 1290, currency: 'eur' };
const email = () => `pay-price-${randomBytes(5).toString('hex')}@example.com`;

describe.each(testDatabases())('paying after the price changed, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    db = await engine.open();
    fakeStripe = await startFakeStripe();
  });
  afterAll(async () => {
    await fakeStripe.close();
    await db.dispose();
  });

  /** One browser's journey, whose price the test changes as an editor would, between checkout and Pay. */
  function buyer(payments: PaymentsProvider) {
    const state = { price: LAUNCH as Price };
    return { journey: testJourney(db, { payments, price: async () => state.price }), state };
  }

  async function checkout(who: ReturnType<typeof buyer>) {
    const started = await startCheckout({ amount: 9.9, email: email() }, who.journey);
    if (!started.ok) throw new Error(`checkout refused: ${JSON.stringify(started)}`);
    return started;
  }

  const orders = async (paymentIntentId: string) =>
    (await db.query(sql`select 1 from public.orders where payment_intent_id = ${paymentIntentId}`)).length;

  const priceChanged = { ok: false, status: 409, reason: 'price-changed', price: RAISED };

  describe('test mode', () => {
    const card = (clientSecret: string) => ({
      clientSecret,
      cardNumber: TEST_CARDS.success,
      expiry: { month: 12, year: 40 },
    });
    const intentStatus = async (id: string) =>
      (await db.query<{ status: string }>(sql`select status from internal.test_payment_intents where id = ${id}`))[0]
        ?.status;

    it('cancels an intent made at a withdrawn price, charges nothing, names the new price and says so after', async () => {
      const who = buyer(createTestModeProvider(db));
      const { clientSecret, paymentIntentId } = await checkout(who);
      who.state.price = RAISED;

      expect(await payWithTestCard(card(clientSecret), who.journey)).toEqual(priceChanged);
      expect(await intentStatus(paymentIntentId)).toBe('canceled');
      expect(await orders(paymentIntentId)).toBe(0);
      // Pressing Pay again, or after the price went back, never revives it.
      who.state.price = LAUNCH;
      expect(await payWithTestCard(card(clientSecret), who.journey)).toMatchObject({ status: 409, price: LAUNCH });
      expect(await intentStatus(paymentIntentId)).toBe('canceled');
      expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'canceled' });
    });

    it('pays the new price once the buyer has seen it: a new checkout at that amount', async () => {
      const who = buyer(createTestModeProvider(db));
      who.state.price = RAISED;
      const started = await startCheckout({ amount: 12.9, email: email() }, who.journey);
      if (!started.ok) throw new Error('refused');
      expect(await payWithTestCard(card(started.clientSecret), who.journey)).toEqual({
        ok: true,
        status: 'succeeded',
        paymentIntentId: started.paymentIntentId,
      });
      const [order] = await db.query<{ amount: number }>(
        sql`select amount_cents as amount from public.orders where payment_intent_id = ${started.paymentIntentId}`,
      );
      expect(order?.amount).toBe(1290);
    });
  });

  describe('Stripe', () => {
    const stripe = () => createStripeProvider({ secretKey: 'sk_test_price_change', apiBase: fakeStripe.url });
    const tokens = FAKE_CONFIRMATION_TOKENS;

    it('creates intents that only the server can confirm, so a client secret alone never pays', async () => {
      const { paymentIntentId } = await checkout(buyer(stripe()));
      expect(fakeStripe.intents.get(paymentIntentId)?.confirmation_method).toBe('manual');
    });

    it('cancels an intent made at a withdrawn price instead of confirming it, names the new price and says so after', async () => {
      const who = buyer(stripe());
      const { paymentIntentId } = await checkout(who);
      who.state.price = RAISED;

      const paid = await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, who.journey);
      expect(paid).toEqual(priceChanged);
      expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('canceled');
      expect(fakeStripe.confirmations.filter((confirmation) => confirmation.id === paymentIntentId)).toEqual([]);
      expect(await orders(paymentIntentId)).toBe(0);
      expect(await claimCredentials(paymentIntentId, who.journey)).toEqual({ status: 'canceled' });
    });

    it('confirms at the price charged now, and fulfils the order', async () => {
      const who = buyer(stripe());
      const { paymentIntentId } = await checkout(who);
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, who.journey)).toEqual({
        ok: true,
        status: 'succeeded',
        paymentIntentId,
      });
      expect(fakeStripe.confirmations.filter((confirmation) => confirmation.id === paymentIntentId)).toEqual([
        { id: paymentIntentId, amount: 990, token: tokens.success },
      ]);
      expect(await orders(paymentIntentId)).toBe(1);
    });

    it('checks the price again after 3-D Secure: a price withdrawn meanwhile is not charged', async () => {
      const who = buyer(stripe());
      const { paymentIntentId } = await checkout(who);
      const first = await payWithStripe({ paymentIntentId, confirmationToken: tokens.threeDSecure }, who.journey);
      expect(first).toEqual({
        ok: true,
        status: 'requires_action',
        paymentIntentId,
        clientSecret: fakeStripe.intents.get(paymentIntentId)?.client_secret,
      });
      fakeStripe.authenticate(paymentIntentId);
      who.state.price = RAISED;
      expect(await payWithStripe({ paymentIntentId }, who.journey)).toEqual(priceChanged);
      expect(fakeStripe.intents.get(paymentIntentId)?.status).toBe('canceled');
      expect(await orders(paymentIntentId)).toBe(0);

      const again = buyer(stripe());
      const second = await checkout(again);
      await payWithStripe(
        { paymentIntentId: second.paymentIntentId, confirmationToken: tokens.threeDSecure },
        again.journey,
      );
      fakeStripe.authenticate(second.paymentIntentId);
      expect(await payWithStripe({ paymentIntentId: second.paymentIntentId }, again.journey)).toMatchObject({
        status: 'succeeded',
      });
      expect(await orders(second.paymentIntentId)).toBe(1);
    });

    it("says the card's refusal in Stripe's words, and pays nothing for a browser that did not start the checkout", async () => {
      const who = buyer(stripe());
      const { paymentIntentId } = await checkout(who);
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.declined }, who.journey)).toEqual({
        ok: false,
        status: 402,
        error: 'Your card was declined.',
      });
      const stranger = buyer(stripe());
      await stranger.journey.browser.ensure();
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, stranger.journey)).toEqual({
        ok: false,
        status: 404,
        error: 'This payment could not be found. Please start again.',
      });
      expect(await orders(paymentIntentId)).toBe(0);
    });
  });
});
