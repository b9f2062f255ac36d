import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export interface Checkout {
  paymentIntentId: string;
  email: string;
  amountCents: number;
  currency: string;
  browserKeyHash: string;
}

export async function insertCheckout(db: Queryable, checkout: Checkout): Promise<void> {
  // The same intent again (an idempotent retry) keeps its first binding.
  await db.query(sql`
    insert into public.checkouts (payment_intent_id, email, amount_cents, currency, browser_key_hash)
    values (${checkout.paymentIntentId}, ${checkout.email}, ${checkout.amountCents}, ${checkout.currency},
            ${checkout.browserKeyHash})
    on conflict (payment_intent_id) do nothing
  `);
}

export async function findCheckout(db: Queryable, paymentIntentId: string): Promise<Checkout | undefined> {
  const [row] = await db.query<Checkout>(sql`
    select payment_intent_id as "paymentIntentId", email, amount_cents as "amountCents", currency,
           browser_key_hash as "browserKeyHash"
    from public.checkouts where payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

/** Whether a checkout from this browser with this address (any letter case) has a paid order. */
export async function paidCheckoutExists(
  db: Queryable,
  checkout: { browserKeyHash: string; email: string },
): Promise<boolean> {
  const rows = await db.query(sql`
    select 1 from public.checkouts c
    join public.orders o on o.payment_intent_id = c.payment_intent_id
    where c.browser_key_hash = ${checkout.browserKeyHash} and lower(c.email) = lower(${checkout.email})
      and o.status = 'paid'
    limit 1
  `);
  return rows.length > 0;
}

export interface Order {
  id: string;
  memberId: string;
  status: 'paid' | 'refunded' | 'disputed';
}

export async function findOrder(db: Queryable, paymentIntentId: string): Promise<Order | undefined> {
  const [row] = await db.query<Order>(sql`
    select id, member_id as "memberId", status from public.orders where payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

export async function insertOrder(
  db: Queryable,
  order: { paymentIntentId: string; memberId: string; email: string; amountCents: number; currency: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(sql`
    insert into public.orders (payment_intent_id, member_id, email, amount_cents, currency)
    values (${order.paymentIntentId}, ${order.memberId}, ${order.email}, ${order.amountCents}, ${order.currency})
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

export async function insertPendingCredentials(
  db: Queryable,
  pending: { paymentIntentId: string; memberId: string; passwordCiphertext: string | null; expiresAt: Date },
): Promise<void> {
  await db.query(sql`
    insert into public.pending_credentials (payment_intent_id, member_id, password_ciphertext, expires_at)
    values (${pending.paymentIntentId}, ${pending.memberId}, ${pending.passwordCiphertext},
            ${pending.expiresAt.toISOString()})
  `);
}

export interface PendingCredentials {
  username: string;
  passwordCiphertext: string | null;
  expired: boolean;
}

export async function findPendingCredentials(
  db: Queryable,
  paymentIntentId: string,
): Promise<PendingCredentials | undefined> {
  const [row] = await db.query<PendingCredentials>(sql`
    select m.username, p.password_ciphertext as "passwordCiphertext", p.expires_at <= now() as expired
    from public.pending_credentials p join public.members m on m.id = p.member_id
    where p.payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

/**
 * Erases every encrypted password past its display window. The row stays, so
 * the success page can still tell "expired" from "not paid yet".
 */
export async function erasePendingCredentials(db: Queryable): Promise<number> {
  const rows = await db.query(sql`
    update public.pending_credentials set password_ciphertext = null
    where expires_at <= now() and password_ciphertext is not null
    returning 1
  `);
  return rows.length;
}

export async function insertSignInLink(
  db: Queryable,
  link: { tokenHash: string; memberId: string; expiresAt: Date },
): Promise<void> {
  await db.query(sql`
    insert into public.sign_in_links (token_hash, member_id, expires_at)
    values (${link.tokenHash}, ${link.memberId}, ${link.expiresAt.toISOString()})
  `);
}

/**
 * Uses a sign-in link once: the member it signs in, or undefined if it is used,
 * expired or unknown, or the member's access was withdrawn (then it stays unused).
 */
export async function consumeSignInLink(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ memberId: string }>(sql`
    update public.sign_in_links l set used_at = now()
    from public.members m
    where l.token_hash = ${tokenHash} and l.used_at is null and l.expires_at > now()
      and m.id = l.member_id and m.revoked_at is null
    returning l.member_id as "memberId"
  `);
  return row?.memberId;
}
/** The username a usable sign-in link belongs to, without using it (the page that asks for a password). */
export async function findSignInLinkUsername(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ username: string }>(sql`
    select m.username from public.sign_in_links l join public.members m on m.id = l.member_id
    where l.token_hash = ${tokenHash} and l.used_at is null and l.expires_at > now() and m.revoked_at is null
  `);
  return row?.username;
}
