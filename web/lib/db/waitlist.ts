import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export type WaitlistResult = 'joined' | 'already-listed';

/** The unique index on lower(email) decides duplicates, so concurrent submissions leave one row. */
export async function joinWaitlist(db: Queryable, email: string): Promise<WaitlistResult> {
  const rows = await db.query<{ id: string }>(sql`
    insert into public.waitlist (email)
    values (${email})
    on conflict ((lower(email))) do nothing
    returning id::text
  `);
  return rows.length === 1 ? 'joined' : 'already-listed';
}
