import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export type WaitlistResult = 'joined' | 'already-listed';

/**
 * Adds an address to the apps waitlist. The unique index on lower(email)
 * decides duplicates, so concurrent submissions of one address leave one row.
 */
export async function joinWaitlist(db: Queryable, email: string): Promise<WaitlistResult> {
  const rows = await db.query<{ id: string }>(sql`
    insert into public.waitlist (email)
    values (${email})
    on conflict ((lower(email))) do nothing
    returning id::text
  `);
  return rows.length === 1 ? 'joined' : 'already-listed';
}

export async function countWaitlisted(db: Queryable, email: string): Promise<number> {
  const rows = await db.query<{ count: number }>(sql`
    select count(*)::int as count from public.waitlist where lower(email) = lower(${email})
  `);
  return rows[0]?.count ?? 0;
}

/** Deletes the address (an erasure request); returns how many rows. */
export async function deleteWaitlistEmail(db: Queryable, email: string): Promise<number> {
  const rows = await db.query(sql`delete from public.waitlist where lower(email) = lower(${email}) returning 1`);
  return rows.length;
}
