import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export async function insertPendingCredentials(
  db: Queryable,
  pending: { paymentIntentId: string; memberId: string; sealedPassword: string | null; expiresAt: Date },
): Promise<void> {
  await db.query(sql`
    insert into internal.pending_credentials (payment_intent_id, member_id, password_ciphertext, expires_at)
    values (${pending.paymentIntentId}, ${pending.memberId}, ${pending.sealedPassword},
            ${pending.expiresAt.toISOString()})
  `);
}

export interface PendingCredentials {
  username: string;
  /** The new member's password, sealed; null when the address already had an account, or once erased. */
  sealedPassword: string | null;
  expired: boolean;
  /** The payment came while support had withdrawn the account's access: it opened nothing. */
  heldForSupport: boolean;
}

export async function findPendingCredentials(
  db: Queryable,
  paymentIntentId: string,
): Promise<PendingCredentials | undefined> {
  const [row] = await db.query<PendingCredentials>(sql`
    select m.username, p.password_ciphertext as "sealedPassword", p.expires_at <= now() as expired,
           coalesce(o.held_for_support, false) as "heldForSupport"
    from internal.pending_credentials p join public.members m on m.id = p.member_id
    left join public.orders o on o.payment_intent_id = p.payment_intent_id
    where p.payment_intent_id = ${paymentIntentId}
  `);
  return row;
}

/** Erases sealed passwords past their window; the row stays, so the success page tells "expired" from "not paid". */
export async function erasePendingCredentials(db: Queryable): Promise<number> {
  const rows = await db.query(sql`
    update internal.pending_credentials set password_ciphertext = null
    where expires_at <= now() and password_ciphertext is not null
    returning 1
  `);
  return rows.length;
}
