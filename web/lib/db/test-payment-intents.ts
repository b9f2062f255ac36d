import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** A test-mode intent as the payments port reports it. */
export interface TestPaymentIntent {
  id: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  amountCents: number;
  currency: string;
  email: string;
}

/** Stores a new intent; the same idempotency key again returns the first intent instead. */
export async function insertTestPaymentIntent(
  db: Queryable,
  intent: Omit<TestPaymentIntent, 'status'> & { clientSecret: string; idempotencyKey: string; discountCode?: string },
): Promise<{ id: string; clientSecret: string }> {
  const [row] = await db.query<{ id: string; clientSecret: string }>(sql`
    insert into internal.test_payment_intents
      (id, client_secret, idempotency_key, amount_cents, currency, email, discount_code)
    values (${intent.id}, ${intent.clientSecret}, ${intent.idempotencyKey}, ${intent.amountCents},
            ${intent.currency}, ${intent.email}, ${intent.discountCode ?? null})
    on conflict (idempotency_key) do update set idempotency_key = excluded.idempotency_key
    returning id, client_secret as "clientSecret"
  `);
  if (!row) throw new Error('test payment intent was not stored');
  return row;
}

export async function findTestPaymentIntent(db: Queryable, id: string): Promise<TestPaymentIntent | undefined> {
  const [row] = await db.query<TestPaymentIntent>(sql`
    select id, status, amount_cents as "amountCents", currency, email
    from internal.test_payment_intents where id = ${id}
  `);
  return row;
}

/** The intent a client secret belongs to, locked until the transaction ends (one confirmation at a time). */
export async function lockTestPaymentIntent(
  tx: Queryable,
  clientSecret: string,
): Promise<TestPaymentIntent | undefined> {
  const [row] = await tx.query<TestPaymentIntent>(sql`
    select id, status, amount_cents as "amountCents", currency, email
    from internal.test_payment_intents where client_secret = ${clientSecret} for update
  `);
  return row;
}

/** An intent that can no longer be paid (its price was withdrawn), as Stripe's cancel leaves one. */
export async function markTestPaymentCanceled(db: Queryable, id: string): Promise<void> {
  await db.query(sql`
    update internal.test_payment_intents set status = 'canceled' where id = ${id} and status <> 'succeeded'
  `);
}

export async function recordTestPaymentDecline(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(sql`update internal.test_payment_intents set last_error = ${error} where id = ${id}`);
}

export async function markTestPaymentSucceeded(db: Queryable, id: string): Promise<void> {
  await db.query(sql`
    update internal.test_payment_intents set status = 'succeeded', last_error = null, succeeded_at = now()
    where id = ${id}
  `);
}

/**
 * Charged but with no order after `graceSeconds`: the process that took them stopped before fulfilling.
 * An intent without a checkout row can never be fulfilled.
 */
export async function findStrandedTestPayments(db: Queryable, graceSeconds: number, limit = 20): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    select t.id from internal.test_payment_intents t
    join internal.checkouts c on c.payment_intent_id = t.id
    where t.status = 'succeeded' and t.succeeded_at < now() - make_interval(secs => ${graceSeconds})
      and not exists (select 1 from public.orders o where o.payment_intent_id = t.id)
    order by t.succeeded_at
    limit ${limit}
  `);
  return rows.map((row) => row.id);
}
