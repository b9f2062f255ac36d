import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export type SubscribeResult = 'subscribed' | 'already-subscribed';

/**
 * Adds a newsletter subscriber. The unique index on lower(email) decides
 * duplicates, so concurrent submissions of one address leave one row.
 */
export async function addSubscriber(db: Queryable, email: string, source: string): Promise<SubscribeResult> {
  const rows = await db.query<{ id: string }>(sql`
    insert into public.subscribers (email, source)
    values (${email}, ${source})
    on conflict ((lower(email))) do nothing
    returning id::text
  `);
  return rows.length === 1 ? 'subscribed' : 'already-subscribed';
}
