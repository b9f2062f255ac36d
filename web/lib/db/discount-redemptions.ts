import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** How many payments have used `code` (in upper case), other than `exceptPaymentIntentId`'s. */
export async function countRedemptions(db: Queryable, code: string, exceptPaymentIntentId = ''): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql`
    select count(*)::int as n from internal.discount_redemptions
    where code = ${code} and payment_intent_id <> ${exceptPaymentIntentId}
  `);
  return row?.n ?? 0;
}

/**
 * Counts one payment against the code's limit, in the caller's transaction: false when other payments
 * have taken every use. A payment already counted is counted once. The lock makes the count and the
 * insert one step, so twenty buyers pressing Pay at once on ten uses get ten.
 */
export async function redeemCode(
  tx: Queryable,
  redemption: { code: string; paymentIntentId: string; maxUses: number | null },
): Promise<boolean> {
  const { code, paymentIntentId, maxUses } = redemption;
  await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`discount:${code}`}))`);
  if (maxUses !== null && (await countRedemptions(tx, code, paymentIntentId)) >= maxUses) return false;
  await tx.query(sql`
    insert into internal.discount_redemptions (payment_intent_id, code) values (${paymentIntentId}, ${code})
    on conflict (payment_intent_id) do nothing
  `);
  return true;
}

/** A payment that was not charged gives its use back. */
export async function releaseRedemption(db: Queryable, paymentIntentId: string): Promise<void> {
  await db.query(sql`delete from internal.discount_redemptions where payment_intent_id = ${paymentIntentId}`);
}
