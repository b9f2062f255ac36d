import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one key of one bucket. */
export interface RateRule {
  bucket: string;
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A granted hit names its window (so giving it back never touches a later one) and its place in that window. */
export interface GrantedHit {
  granted: true;
  bucket: string;
  key: string;
  windowEndsAt: Date;
  hits: number;
}

export type Hit = GrantedHit | { granted: false; retryAfterSeconds: number };

/**
 * The upsert serialises on the (bucket, key) row, so of concurrent hits exactly the room left is granted.
 * The window end is kept to the millisecond, so it survives the trip through a JavaScript Date.
 */
export async function takeHit(db: Queryable, rule: RateRule): Promise<Hit> {
  const [granted] = await db.query<{ hits: number; windowEndsAt: Date }>(sql`
    insert into internal.rate_limits as r (bucket, key, hits, expires_at)
    values (${rule.bucket}, ${rule.key}, 1,
            date_trunc('milliseconds', now() + make_interval(secs => ${rule.windowSeconds})))
    on conflict (bucket, key) do update
      set hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
          expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
      where r.expires_at <= now() or r.hits < ${rule.limit}
    returning hits, expires_at as "windowEndsAt"
  `);
  if (granted) {
    if (granted.hits === 1) await deleteExpiredWindows(db);
    return { granted: true, bucket: rule.bucket, key: rule.key, ...granted };
  }
  const [full] = await db.query<{ seconds: number }>(sql`
    select ceil(extract(epoch from expires_at - now()))::int as seconds
    from internal.rate_limits where bucket = ${rule.bucket} and key = ${rule.key}
  `);
  // The window may have closed since the upsert: then trying again at once is right.
  return { granted: false, retryAfterSeconds: Math.max(1, full?.seconds ?? 1) };
}

/** Returns a granted hit to its window, if that window is still the current one. */
export async function giveBackHit(db: Queryable, hit: GrantedHit): Promise<void> {
  await db.query(sql`
    update internal.rate_limits set hits = hits - 1
    where bucket = ${hit.bucket} and key = ${hit.key} and expires_at = ${hit.windowEndsAt} and hits > 0
  `);
}

/** Run whenever a new window opens, so the table stays small. */
export async function deleteExpiredWindows(db: Queryable): Promise<number> {
  const rows = await db.query(sql`delete from internal.rate_limits where expires_at <= now() returning 1`);
  return rows.length;
}

/** Drops the sign-in counters that name a username (an erasure request); returns how many. */
export async function forgetUsername(db: Queryable, username: string): Promise<number> {
  const key = username.toLowerCase();
  const rows = await db.query(sql`
    delete from internal.rate_limits
    where (bucket = 'login:username' and key = ${key})
       or (bucket = 'login:username+address' and right(key, ${key.length + 1}) = ${`:${key}`})
    returning 1
  `);
  return rows.length;
}
