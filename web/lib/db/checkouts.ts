import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export interface Checkout {
  paymentIntentId: string;
  email: string;
  amountCents: number;
  currency: string;
  browserKeyHash: string;
  /** The code the amount was reduced by, and by how much; null at the full price. */
  discountCode: string | null;
  discountCents: number | null;
}

export async function insertCheckout(db: Queryable, checkout: Checkout): Promise<void> {
  // The same intent again (an idempotent retry) keeps its first binding.
  await db.query(sql`
    insert into internal.checkouts
      (payment_intent_id, email, amount_cents, currency, browser_key_hash, discount_code, discount_cents)
    values (${checkout.paymentIntentId}, ${checkout.email}, ${checkout.amountCents}, ${checkout.currency},
            ${checkout.browserKeyHash}, ${checkout.discountCode}, ${checkout.discountCents})
    on conflict (payment_intent_id) do nothing
  `);
}

export async function findCheckout(db: Queryable, paymentIntentId: string): Promise<Checkout | undefined> {
  const [row] = await db.query<Checkout>(sql`
    select payment_intent_id as "paymentIntentId", email, amount_cents as "amountCents", currency,
           browser_key_hash as "browserKeyHash", discount_code as "discountCode", discount_cents as "discountCents"
    from internal.checkouts where payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

/** Whether a checkout from this browser with this address (any letter case) has a paid order. */
export async function paidCheckoutExists(
  db: Queryable,
  checkout: Pick<Checkout, 'browserKeyHash' | 'email'>,
): Promise<boolean> {
  const rows = await db.query(sql`
    select 1 from internal.checkouts c
    join public.orders o on o.payment_intent_id = c.payment_intent_id
    where c.browser_key_hash = ${checkout.browserKeyHash} and lower(c.email) = lower(${checkout.email})
      and o.status = 'paid'
    limit 1
  `);
  return rows.length > 0;
}
