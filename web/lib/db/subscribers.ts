import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/** The unique index on lower(email) decides duplicates, so concurrent submissions leave one row. */
export async function addSubscriber(db: Queryable, email: string, source: string): Promise<SubscribeResult> {
  const rows = await db.query<{ id: string }>(sql`
    insert into public.subscribers (email, source)
    values (${email}, ${source})
    on conflict ((lower(email))) do nothing
    returning id::text
  `);
  return rows.length === 1 ? 'subscribed' : 'already-subscribed';
}
