// A signed webhook delivery is acted on once: sent again while its signature
// is still accepted, it is taken and changes nothing. A delivery whose work
// failed is not recorded, so the sender's retry is acted on.
import { randomBytes } from 'node:crypto';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordDeliveredRevalidation } from '@/lib/content/revalidations';
import { verifyContentWebhook } from '@/lib/content/webhook';
import { listRevalidations } from '@/lib/db/content-revalidations';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { recordDelivery, type WebhookDelivery } from '@/lib/db/webhook-deliveries';
import { createCheckout } from '@/lib/orders/checkout';
import { receivePaymentWebhook } from '@/lib/orders/purchase';
import type { PaymentContext } from '@/lib/orders/purchase-context';
import { createStripeProvider } from '@/lib/payments/stripe';
import { createStripeClient } from '@/lib/payments/stripe-client';

import { testDatabases } from '../support/databases';
import { startFakeStripe } from '../support/fake-stripe';

const SESSION_SECRET = 'a-session-secret-for-webhook-delivery-tests';
const WEBHOOK_SECRET = 'whsec_test_webhook_deliveries';
const REVALIDATE_SECRET = 'a-revalidate-secret-for-webhook-deliveries';
const PRICE = { amountCents: 990, currency: 'eur' };
const stripe = createStripeClient({ secretKey: 'sk_test_deliveries' });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe event as Stripe sends it: `id` stays the same when Stripe retries it under a new signature. */
function stripeEvent(type: string, object: unknown, id = `evt_${randomBytes(8).toString('hex')}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const sign = (timestamp = nowSeconds()) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { id, payload, sign };
}

/** Sanity's webhook as the route reads it: verified, with the delivery it came in. */
async function contentDelivery(body: string, timestamp: number) {
  const header = await encodeSignatureHeader(body, timestamp, REVALIDATE_SECRET);
  const request = new NextRequest('http://localhost/api/revalidate', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: header },
  });
  const verified = await verifyContentWebhook(request, REVALIDATE_SECRET, timestamp);
  if (!verified.ok) throw new Error(verified.error);
  return verified.delivery;
}

/** Makes every statement on `table` fail until the returned function puts it back: a database fault, for real. */
async function breakTable(db: Database, table: string): Promise<() => Promise<void>> {
  const [schema, name] = table.split('.');
  await db.exec(`alter table ${table} rename to ${name}_away`);
  return () => db.exec(`alter table ${schema}.${name}_away rename to ${name}`);
}

describe.each(testDatabases())('webhook deliveries on $name', (engine) => {
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

  const stored = async (sender: string, id: string) =>
    db.query<{ acceptedUntil: Date }>(sql`
      select accepted_until as "acceptedUntil" from internal.webhook_deliveries
      where sender = ${sender} and delivery_id = ${id}
    `);

  describe('the record of deliveries', () => {
    const delivery = (acceptedUntil = new Date(Date.now() + 300_000)): WebhookDelivery => ({
      sender: 'stripe',
      id: `evt_${randomBytes(8).toString('hex')}`,
      acceptedUntil,
    });

    it('of 20 identical deliveries at once, exactly one is new', async () => {
      const same = delivery();
      const news = await Promise.all(
        Array.from({ length: 20 }, () => db.transaction((tx) => recordDelivery(tx, same))),
      );
      expect(news.filter(Boolean)).toHaveLength(1);
      expect(await stored('stripe', same.id)).toHaveLength(1);
    });

    it('keeps nothing of a delivery whose transaction failed', async () => {
      const failed = delivery();
      await expect(
        db.transaction(async (tx) => {
          await recordDelivery(tx, failed);
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
      expect(await stored('stripe', failed.id)).toEqual([]);
      expect(await db.transaction((tx) => recordDelivery(tx, failed))).toBe(true);
    });

    it('forgets a delivery five minutes after its signature expired, unless a later signature of it came', async () => {
      const minutes = (n: number) => new Date(Date.now() + n * 60_000);
      const kept = delivery(minutes(5));
      const forgotten = delivery(minutes(1));
      const retried = delivery(minutes(1));
      for (const fresh of [kept, forgotten, retried]) {
        expect(await db.transaction((tx) => recordDelivery(tx, fresh))).toBe(true);
      }
      // Stripe retried this event under a new signature: the retry is the same delivery, and keeps it longer.
      const retry = { ...retried, acceptedUntil: minutes(9) };
      expect(await db.transaction((tx) => recordDelivery(tx, retry))).toBe(false);
      // Eight minutes pass for these three.
      const ids = [kept.id, forgotten.id, retried.id];
      await db.query(sql`
        update internal.webhook_deliveries set accepted_until = accepted_until - interval '8 minutes'
        where delivery_id = any(${ids}::text[])
      `);

      expect(await db.transaction((tx) => recordDelivery(tx, delivery()))).toBe(true);
      expect(await stored('stripe', forgotten.id)).toEqual([]);
      expect(await stored('stripe', kept.id)).toHaveLength(1);
      expect(await stored('stripe', retried.id)).toHaveLength(1);
    });
  });

  describe('POST /api/revalidate', () => {
    it('a replayed delivery records no revalidation; the same change signed anew is a new delivery', async () => {
      const body = JSON.stringify({ _type: 'faq', _id: `faq.${randomBytes(4).toString('hex')}` });
      const tag = 'sanity:faq';
      const signedAt = Date.now();
      const first = await contentDelivery(body, signedAt);
      const at = new Date(signedAt);
      expect(await recordDeliveredRevalidation(db, first, tag, at)).toEqual(at);

      const replay = await contentDelivery(body, signedAt);
      expect(await recordDeliveredRevalidation(db, replay, tag, new Date(signedAt + 1000))).toBeNull();
      expect((await listRevalidations(db)).get(tag)).toBe(at.getTime());

      // npm run content:watch signs every edit at its own time: each counts.
      const nextEdit = await contentDelivery(body, signedAt + 1);
      const later = new Date(signedAt + 2000);
      expect(await recordDeliveredRevalidation(db, nextEdit, tag, later)).toEqual(later);
    });

    it('of identical deliveries at once, one records its revalidation', async () => {
      const body = JSON.stringify({ _type: 'offer', _id: 'offer' });
      const delivery = await contentDelivery(body, Date.now());
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          recordDeliveredRevalidation(db, delivery, 'sanity:offer', new Date(Date.now() + index)),
        ),
      );
      expect(results.filter((result) => result !== null)).toHaveLength(1);
    });

    it('takes Sanity’s retry of a delivery whose revalidation could not be recorded', async () => {
      const body = JSON.stringify({ _type: 'testimonial', _id: 'testimonial.1' });
      const delivery = await contentDelivery(body, Date.now());
      const restore = await breakTable(db, 'internal.content_revalidations');
      try {
        await expect(recordDeliveredRevalidation(db, delivery, 'sanity:testimonial', new Date())).rejects.toThrow();
      } finally {
        await restore();
      }
      expect(await stored('sanity', delivery.id)).toEqual([]);
      const at = new Date();
      expect(await recordDeliveredRevalidation(db, delivery, 'sanity:testimonial', at)).toEqual(at);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    const emailsDue = { calls: 0 };
    const journey = (): PaymentContext => ({
      db,
      payments: createStripeProvider({
        secretKey: 'sk_test_deliveries',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fakeStripe.url,
      }),
      sessionSecret: SESSION_SECRET,
      emailsDue: () => void emailsDue.calls++,
    });
    const hook = (payload: string, signature: string) => receivePaymentWebhook(payload, signature, journey());

    async function paidCheckout() {
      const buyer = `buyer-${randomBytes(5).toString('hex')}@example.com`;
      const browser = { browserKey: randomBytes(16).toString('hex'), attempt: randomBytes(16).toString('hex') };
      const started = await createCheckout(db, journey().payments, {
        amount: 9.9,
        email: buyer,
        price: PRICE,
        browser,
      });
      if (!started.ok) throw new Error('checkout refused');
      return { intent: fakeStripe.succeed(started.paymentIntentId), buyer };
    }
    const order = async (intentId: string) =>
      (
        await db.query<{ status: string; changedAt: Date | null }>(sql`
          select status, status_changed_at as "changedAt" from public.orders where payment_intent_id = ${intentId}
        `)
      )[0];

    it('a replayed event is taken and does nothing: a refund sent again after a dispute leaves the order disputed', async () => {
      const { intent } = await paidCheckout();
      const paid = stripeEvent('payment_intent.succeeded', intent);
      const paidSignature = paid.sign();
      expect(await hook(paid.payload, paidSignature)).toEqual({ ok: true, outcome: 'fulfilled' });
      expect(await hook(paid.payload, paidSignature)).toEqual({ ok: true, replayed: true });

      const refund = stripeEvent('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: intent.id,
      });
      const refundSignature = refund.sign();
      expect(await hook(refund.payload, refundSignature)).toMatchObject({ ok: true, outcome: 'revoked' });
      const dispute = stripeEvent('charge.dispute.created', {
        id: 'dp_1',
        object: 'dispute',
        payment_intent: intent.id,
      });
      await hook(dispute.payload, dispute.sign());
      const disputed = await order(intent.id);
      expect(disputed?.status).toBe('disputed');

      const emailsBefore = emailsDue.calls;
      // Stripe signs the timestamp and the body; anything else in the header is the sender's to change.
      for (const signature of [refundSignature, `${refundSignature},v0=${randomBytes(32).toString('hex')}`]) {
        expect(await hook(refund.payload, signature)).toEqual({ ok: true, replayed: true });
      }
      expect(await order(intent.id)).toEqual(disputed);
      expect(emailsDue.calls).toBe(emailsBefore);
    });

    it('an ignored event is acted on once too, and Stripe’s retry of an event taken is a replay', async () => {
      const ignored = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
      const signature = ignored.sign();
      expect(await hook(ignored.payload, signature)).toEqual({ ok: true, ignored: 'customer.created' });
      expect(await hook(ignored.payload, signature)).toEqual({ ok: true, replayed: true });
      expect(await hook(ignored.payload, ignored.sign(nowSeconds() + 1))).toEqual({ ok: true, replayed: true });
    });

    it('of 20 identical deliveries at once, one fulfils and the rest are taken as replays', async () => {
      const { intent, buyer } = await paidCheckout();
      const paid = stripeEvent('payment_intent.succeeded', intent);
      const signature = paid.sign();
      const receipts = await Promise.all(Array.from({ length: 20 }, () => hook(paid.payload, signature)));
      expect(receipts.filter((receipt) => receipt.ok && !receipt.replayed)).toEqual([
        { ok: true, outcome: 'fulfilled' },
      ]);
      const members = await db.query(sql`select 1 from public.members where email = ${buyer}`);
      expect(members).toHaveLength(1);
    });

    it('a delivery whose fulfilment failed is not recorded: Stripe’s retry fulfils the order', async () => {
      const { intent, buyer } = await paidCheckout();
      const paid = stripeEvent('payment_intent.succeeded', intent);
      const restore = await breakTable(db, 'internal.email_outbox');
      try {
        await expect(hook(paid.payload, paid.sign())).rejects.toThrow();
      } finally {
        await restore();
      }
      expect(await stored('stripe', paid.id)).toEqual([]);
      expect(await order(intent.id)).toBeUndefined();

      const retry = paid.sign(nowSeconds() + 1);
      expect(await hook(paid.payload, retry)).toEqual({ ok: true, outcome: 'fulfilled' });
      expect(await hook(paid.payload, retry)).toEqual({ ok: true, replayed: true });
      expect(await db.query(sql`select 1 from public.members where email = ${buyer}`)).toHaveLength(1);
    });
  });
});
