import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export interface Order {
  id: string;
  memberId: string;
  status: 'paid' | 'refunded' | 'disputed';
}

/** Until the transaction ends, so concurrent deliveries (webhook retries, the success page) queue, not race. */
export async function lockPaymentIntent(tx: Queryable, paymentIntentId: string): Promise<void> {
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`fulfil:${paymentIntentId}`}))`);
}

export async function findOrder(db: Queryable, paymentIntentId: string): Promise<Order | undefined> {
  const [row] = await db.query<Order>(sql`
    select id, member_id as "memberId", status from public.orders where payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

export async function insertOrder(
  db: Queryable,
  order: {
    paymentIntentId: string;
    memberId: string;
    email: string;
    amountCents: number;
    currency: string;
    /** Paid while support had withdrawn the account's access: it gives none until support decides. */
    heldForSupport?: boolean;
    discountCode?: string | null;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql`
    insert into public.orders
      (payment_intent_id, member_id, email, amount_cents, currency, held_for_support, discount_code)
    values (${order.paymentIntentId}, ${order.memberId}, ${order.email}, ${order.amountCents}, ${order.currency},
            ${order.heldForSupport ?? false}, ${order.discountCode ?? null})
    returning id
  `);
  if (!row) throw new Error('insert into orders returned no row');
  return row.id;
}

/** Marks an order refunded or disputed; returns the member and whether they still hold another paid order. */
export async function markOrder(
  db: Queryable,
  paymentIntentId: string,
  status: 'refunded' | 'disputed',
): Promise<{ memberId: string; otherPaidOrders: number } | undefined> {
  const [row] = await db.query<{ memberId: string }>(sql`
    update public.orders set status = ${status}, status_changed_at = now()
    where payment_intent_id = ${paymentIntentId}
    returning member_id as "memberId"
  `);
  if (!row) return undefined;
  const [count] = await db.query<{ n: number }>(sql`
    select count(*)::int as n from public.orders
    where member_id = ${row.memberId} and status = 'paid' and payment_intent_id <> ${paymentIntentId}
  `);
  return { memberId: row.memberId, otherPaidOrders: count?.n ?? 0 };
}

/** An order as support sees it. */
export interface OrderRecord {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  status: Order['status'];
  createdAt: Date;
  accessNote: string | null;
}

export async function ordersOfMember(db: Queryable, memberId: string): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(sql`
    select payment_intent_id as "paymentIntentId", amount_cents as "amountCents", currency, status,
           created_at as "createdAt", access_note as "accessNote"
    from public.orders where member_id = ${memberId} order by created_at
  `);
}

/** Adds a dated line to the access note of every order of the member; returns how many orders. */
export async function noteOnOrders(db: Queryable, memberId: string, note: string): Promise<number> {
  const rows = await db.query(sql`
    update public.orders
    set access_note = concat_ws(E'\n', access_note, to_char(now() at time zone 'UTC', 'YYYY-MM-DD') || ' ' || ${note})
    where member_id = ${memberId}
    returning 1
  `);
  return rows.length;
}

/** Blanks who bought on the member's orders and those paid with the address, keeping what accounting needs. */
export async function eraseBuyerFromOrders(
  db: Queryable,
  buyer: { memberId?: string; email: string },
): Promise<number> {
  const rows = await db.query(sql`
    update public.orders set email = null, member_id = null, access_note = null, erased_at = now()
    where member_id = ${buyer.memberId ?? null} or lower(email) = lower(${buyer.email})
    returning 1
  `);
  return rows.length;
}
