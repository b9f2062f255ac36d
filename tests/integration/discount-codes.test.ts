// Discount codes on the money path: the server applies a code at checkout and again
// at Pay, counts its uses in Postgres at Pay, and a code withdrawn or used up in
// between is the same 409 as a changed price, with nothing charged.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { outboxEmailSchema } from '@/lib/mail/messages';
import { discountMessages } from '@/lib/messages/storefront';
import type { DiscountCode } from '@/lib/orders/discount';
import {
  checkDiscountCode,
  claimCredentials,
  payWithStripe,
  payWithTestCard,
  startCheckout,
} from '@/lib/orders/purchase';
import { createStripeProvider } from '@/lib/payments/stripe';
import { TEST_CARDS } from '@/lib/payments/test-mode';

import { testDatabases } from '../support/databases';
import { FAKE_CONFIRMATION_TOKENS, startFakeStripe } from '../support/fake-stripe';
import { TEST_PRICE, testJourney } from '../support/journey';

const FULL = TEST_PRICE;
const code = (fields: Partial<DiscountCode> = {}): DiscountCode => ({
  code: `C${randomBytes(4).toString('hex').toUpperCase()}`,
  discountType: 'percent',
  value: 20,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  active: true,
  ...fields,
});
const email = () => `code-${randomBytes(5).toString('hex')}@example.com`;
const card = (clientSecret: string) => ({
  clientSecret,
  cardNumber: TEST_CARDS.success,
  expiry: { month: 12, year: 40 },
});

describe.each(testDatabases())('discount codes on $name', (engine) => {
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

  /** A buyer's journey whose studio holds `codes`; the test edits them as an editor would. */
  function buyer(codes: DiscountCode[], overrides: Parameters<typeof testJourney>[1] = {}) {
    return testJourney(db, {
      discountCode: async (written) => codes.find((candidate) => candidate.code === written) ?? null,
      ...overrides,
    });
  }
  const uses = async (written: string) =>
    (
      await db.query<{ n: number }>(
        sql`select count(*)::int as n from internal.discount_redemptions where code = ${written}`,
      )
    )[0]?.n;

  it('refuses an unknown, inactive (withdrawn or not yet valid), expired or used-up code, each with its reason', async () => {
    const hour = 3_600_000;
    const usedUp = code({ maxUses: 1 });
    const codes = [
      code({ code: 'OFF', active: false }),
      code({ code: 'SOON', startsAt: new Date(Date.now() + hour).toISOString() }),
      code({ code: 'PAST', endsAt: new Date(Date.now() - hour).toISOString() }),
      usedUp,
    ];
    const first = buyer(codes);
    const started = await startCheckout({ amount: 7.92, email: email(), code: usedUp.code }, first);
    if (!started.ok) throw new Error(JSON.stringify(started));
    expect(await payWithTestCard(card(started.clientSecret), first)).toMatchObject({ ok: true });

    const refusals = Object.fromEntries(
      await Promise.all(
        ['NOPE', 'OFF', 'SOON', 'PAST', usedUp.code].map(async (written) => [
          written,
          await checkDiscountCode(written, buyer(codes)),
        ]),
      ),
    );
    expect(refusals).toEqual({
      NOPE: { ok: false, refusal: 'unknown' },
      OFF: { ok: false, refusal: 'inactive' },
      SOON: { ok: false, refusal: 'inactive' },
      PAST: { ok: false, refusal: 'expired' },
      [usedUp.code]: { ok: false, refusal: 'used-up' },
    });
    // What POST /api/discount-code answers for each: one sentence, and the full price stays.
    expect(discountMessages.refusals).toEqual({
      unknown: 'We do not know this code: please check how it is written.',
      inactive: 'This code is not in use at the moment.',
      expired: 'This code has expired.',
      'used-up': 'This code has been used as many times as it can be.',
    });
  });

  it('charges the discounted amount, keeps the code on the order and the receipt, and shows it to the browser that paid', async () => {
    const friend = code({ value: 10 });
    const journey = buyer([friend]);
    expect(await checkDiscountCode(friend.code, journey)).toMatchObject({
      ok: true,
      price: { amountCents: 891, currency: 'eur' },
      discount: { code: friend.code, cents: 99 },
    });
    // The amount the buyer saw without the code is refused with the price the code gives.
    expect(await startCheckout({ amount: 9.9, email: email(), code: friend.code }, journey)).toMatchObject({
      ok: false,
      reason: 'amount-mismatch',
      price: { amountCents: 891 },
    });
    const started = await startCheckout({ amount: 8.91, email: email(), code: friend.code }, journey);
    if (!started.ok) throw new Error(JSON.stringify(started));
    const [intent] = await db.query(sql`
      select amount_cents, discount_code from internal.test_payment_intents where id = ${started.paymentIntentId}
    `);
    expect(intent).toEqual({ amount_cents: 891, discount_code: friend.code });

    expect(await payWithTestCard(card(started.clientSecret), journey)).toMatchObject({ ok: true, status: 'succeeded' });
    const [order] = await db.query(sql`
      select amount_cents, discount_code, email from public.orders where payment_intent_id = ${started.paymentIntentId}
    `);
    expect(order).toMatchObject({ amount_cents: 891, discount_code: friend.code });
    const [buyerRow] = await db.query(sql`
      select discount_codes, paid_cents from public.buyers where email = lower(${(order as { email: string }).email})
    `);
    expect(buyerRow).toEqual({ discount_codes: friend.code, paid_cents: 891 });

    const [receipt] = await db.query<{ kind: string; payload: unknown }>(sql`
      select kind, payload from internal.email_outbox where dedupe_key = ${`order_confirmation:${started.paymentIntentId}`}
    `);
    expect(outboxEmailSchema.parse(receipt).payload).toMatchObject({
      amountCents: 891,
      discountCode: friend.code,
      discountCents: 99,
    });
    expect(await claimCredentials(started.paymentIntentId, journey)).toMatchObject({
      status: 'ready',
      discount: { code: friend.code, cents: 99, currency: 'eur' },
    });
    expect(await uses(friend.code)).toBe(1);
  });

  it('never takes the price below the least a card can be charged', async () => {
    const journey = buyer([code({ code: 'ALMOSTALL', discountType: 'amount', value: 9.8 })]);
    expect(await checkDiscountCode('ALMOSTALL', journey)).toMatchObject({ ok: true, price: { amountCents: 50 } });
  });

  it('is used ten times when twenty buyers with a ten-use code press Pay at once; the rest are told the full price', async () => {
    const limited = code({ maxUses: 10 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const journey = buyer([limited]);
        const started = await startCheckout({ amount: 7.92, email: email(), code: limited.code }, journey);
        if (!started.ok) throw new Error(JSON.stringify(started));
        return { journey, started };
      }),
    );
    const answers = await Promise.all(
      buyers.map(({ journey, started }) => payWithTestCard(card(started.clientSecret), journey)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(10);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 10 }, () => ({ ok: false, status: 409, reason: 'price-changed', price: FULL })),
    );
    expect(await uses(limited.code)).toBe(10);
    const [orders] = await db.query(
      sql`select count(*)::int as n from public.orders where discount_code = ${limited.code}`,
    );
    expect(orders).toEqual({ n: 10 });
    const [canceled] = await db.query(sql`
      select count(*)::int as n from internal.test_payment_intents where discount_code = ${limited.code} and status = 'canceled'
    `);
    expect(canceled).toEqual({ n: 10 });
  });

  it('cancels a test payment whose code was withdrawn after the e-mail step, and names the full price', async () => {
    const withdrawn = code();
    const journey = buyer([withdrawn]);
    const started = await startCheckout({ amount: 7.92, email: email(), code: withdrawn.code }, journey);
    if (!started.ok) throw new Error(JSON.stringify(started));
    withdrawn.active = false;
    expect(await payWithTestCard(card(started.clientSecret), journey)).toEqual({
      ok: false,
      status: 409,
      reason: 'price-changed',
      price: FULL,
    });
    expect(await uses(withdrawn.code)).toBe(0);
    expect(await claimCredentials(started.paymentIntentId, journey)).toEqual({ status: 'canceled' });
  });

  describe('with Stripe', () => {
    const stripe = () => createStripeProvider({ secretKey: 'sk_test_discount_codes', apiBase: fakeStripe.url });
    const tokens = FAKE_CONFIRMATION_TOKENS;

    async function stripeCheckout(discount: DiscountCode) {
      const journey = buyer([discount], { payments: stripe() });
      const started = await startCheckout({ amount: 7.92, email: email(), code: discount.code }, journey);
      if (!started.ok) throw new Error(JSON.stringify(started));
      return { journey, paymentIntentId: started.paymentIntentId };
    }

    it('carries the code in the intent’s metadata and charges the discounted amount', async () => {
      const discount = code();
      const { journey, paymentIntentId } = await stripeCheckout(discount);
      expect(fakeStripe.intents.get(paymentIntentId)).toMatchObject({
        amount: 792,
        metadata: { discount_code: discount.code },
      });
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, journey)).toMatchObject({
        ok: true,
      });
      expect(await uses(discount.code)).toBe(1);
    });

    it('gives a declined card’s use back', async () => {
      const discount = code({ maxUses: 1 });
      const { journey, paymentIntentId } = await stripeCheckout(discount);
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.declined }, journey)).toMatchObject({
        status: 402,
      });
      expect(await uses(discount.code)).toBe(0);
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, journey)).toMatchObject({
        ok: true,
      });
      expect(await uses(discount.code)).toBe(1);
    });

    it('cancels the intent when the code was used up after the e-mail step, charging nothing', async () => {
      const discount = code({ maxUses: 1 });
      const first = await stripeCheckout(discount);
      const second = await stripeCheckout(discount);
      expect(await payWithStripe({ ...first, confirmationToken: tokens.success }, first.journey)).toMatchObject({
        ok: true,
      });
      expect(await payWithStripe({ ...second, confirmationToken: tokens.success }, second.journey)).toEqual({
        ok: false,
        status: 409,
        reason: 'price-changed',
        price: FULL,
      });
      expect(fakeStripe.intents.get(second.paymentIntentId)?.status).toBe('canceled');
      expect(await uses(discount.code)).toBe(1);
    });

    it('cancels the intent when the code was withdrawn after the e-mail step', async () => {
      const discount = code();
      const { journey, paymentIntentId } = await stripeCheckout(discount);
      discount.endsAt = new Date(Date.now() - 1000).toISOString();
      expect(await payWithStripe({ paymentIntentId, confirmationToken: tokens.success }, journey)).toMatchObject({
        status: 409,
        price: FULL,
      });
      expect(fakeStripe.confirmations.filter((confirmation) => confirmation.id === paymentIntentId)).toEqual([]);
    });
  });
});
