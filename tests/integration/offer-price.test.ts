import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { payWithTestCard, startCheckout } from '@/lib/orders/purchase';
import { chargedPrice } from '@/lib/orders/price';
import { TEST_CARDS } from '@/lib/payments/test-mode';

import { seedDocument } from '../support/seed';
import { testDatabases } from '../support/databases';
import { testJourney } from '../support/journey';

/** The seed's offer: the launch price until its end date, the regular price after. */
const product = seedDocument<{ price: number; regularPrice: number; offerEndsAt: string }>('product');
const END = Date.parse(product.offerEndsAt);
const BEFORE = new Date(END - 1000);
const AFTER = new Date(END);

describe('the seed’s offer, charged by the server (read from the content itself)', () => {
  it('is €9.90 until the end date, then the regular price', async () => {
    expect(product).toMatchObject({ price: 9.9, regularPrice: 14.9 });
    expect(await chargedPrice(new Date('2026-06-01T12:00:00Z'))).toEqual({ amountCents: 990, currency: 'eur' });
    expect(await chargedPrice(BEFORE)).toEqual({ amountCents: 990, currency: 'eur' });
    expect(await chargedPrice(AFTER)).toEqual({ amountCents: 1490, currency: 'eur' });
  });
});

describe.each(testDatabases())('the amount charged through the payment journey on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  /** A buyer whose server reads the clock as `now`. */
  const journeyAt = (now: Date) => testJourney(db, { price: () => chargedPrice(now) });

  async function buyAt(now: Date, amount: number) {
    const journey = journeyAt(now);
    const email = `offer-${randomBytes(5).toString('hex')}@example.com`;
    const started = await startCheckout({ amount, email }, journey);
    if (!started.ok) return started;
    const card = {
      clientSecret: started.clientSecret,
      cardNumber: TEST_CARDS.success,
      expiry: { month: 12, year: 40 },
    };
    expect(await payWithTestCard(card, journey)).toEqual({
      ok: true,
      status: 'succeeded',
      paymentIntentId: started.paymentIntentId,
    });
    const [order] = await db.query<{ amountCents: number }>(
      sql`select amount_cents as "amountCents" from public.orders where payment_intent_id = ${started.paymentIntentId}`,
    );
    return { ok: true, charged: order?.amountCents };
  }

  it('charges the launch price a second before the end, and refuses the regular price then', async () => {
    expect(await buyAt(BEFORE, 9.9)).toEqual({ ok: true, charged: 990 });
    expect(await buyAt(BEFORE, 14.9)).toEqual({
      ok: false,
      reason: 'amount-mismatch',
      price: { amountCents: 990, currency: 'eur' },
    });
  });

  it('charges the regular price from the end on, and refuses the launch price', async () => {
    expect(await buyAt(AFTER, 9.9)).toEqual({
      ok: false,
      reason: 'amount-mismatch',
      price: { amountCents: 1490, currency: 'eur' },
    });
    expect(await buyAt(AFTER, 14.9)).toEqual({ ok: true, charged: 1490 });
  });

  it('charges nothing for a checkout started a second before the end and paid at the end: the buyer is told the regular price', async () => {
    const before = journeyAt(BEFORE);
    const started = await startCheckout(
      { amount: 9.9, email: `offer-${randomBytes(5).toString('hex')}@example.com` },
      before,
    );
    if (!started.ok) throw new Error('refused');
    const card = {
      clientSecret: started.clientSecret,
      cardNumber: TEST_CARDS.success,
      expiry: { month: 12, year: 40 },
    };
    const paidAtTheEnd = { ...before, price: () => chargedPrice(AFTER) };
    expect(await payWithTestCard(card, paidAtTheEnd)).toEqual({
      ok: false,
      status: 409,
      reason: 'price-changed',
      price: { amountCents: 1490, currency: 'eur' },
    });
    const orders = await db.query(
      sql`select 1 from public.orders where payment_intent_id = ${started.paymentIntentId}`,
    );
    expect(orders).toHaveLength(0);
  });
});
