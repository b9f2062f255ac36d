import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** Returns the time now stored for `tag`: a webhook delivered late (Sanity retries) never moves it backwards. */
export async function recordRevalidation(db: Queryable, tag: string, at: Date): Promise<Date> {
  const [row] = await db.query<{ revalidatedAt: Date }>(sql`
    insert into internal.content_revalidations as current (tag, revalidated_at)
    values (${tag}, ${at})
    on conflict (tag) do update
      set revalidated_at = greatest(current.revalidated_at, excluded.revalidated_at)
    returning revalidated_at as "revalidatedAt"
  `);
  if (!row) throw new Error(`Recording the revalidation of ${tag} returned no row.`);
  return row.revalidatedAt;
}

/** In milliseconds since the epoch. */
export async function listRevalidations(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ tag: string; revalidatedAt: Date }>(sql`
    select tag, revalidated_at as "revalidatedAt" from internal.content_revalidations
  `);
  return new Map(rows.map((row) => [row.tag, row.revalidatedAt.getTime()]));
}
