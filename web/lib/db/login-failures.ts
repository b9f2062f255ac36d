import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export interface FailureCounts {
  username: number;
  address: number;
  /** When the oldest failure counted for each key leaves the window. */
  usernameFreesAt: Date | null;
  addressFreesAt: Date | null;
}

export async function countRecentFailures(
  db: Queryable,
  key: { username: string; address: string },
  windowSeconds: number,
): Promise<FailureCounts> {
  const [row] = await db.query<FailureCounts>(sql`
    select
      count(*) filter (where username_key = ${key.username})::int as username,
      count(*) filter (where client_address = ${key.address})::int as address,
      min(attempted_at) filter (where username_key = ${key.username})
        + make_interval(secs => ${windowSeconds}) as "usernameFreesAt",
      min(attempted_at) filter (where client_address = ${key.address})
        + make_interval(secs => ${windowSeconds}) as "addressFreesAt"
    from public.login_failures
    where (username_key = ${key.username} or client_address = ${key.address})
      and attempted_at > now() - make_interval(secs => ${windowSeconds})
  `);
  return row ?? { username: 0, address: 0, usernameFreesAt: null, addressFreesAt: null };
}

export async function recordFailure(
  db: Queryable,
  key: { username: string; address: string },
  windowSeconds: number,
): Promise<void> {
  await db.query(sql`
    insert into public.login_failures (username_key, client_address) values (${key.username}, ${key.address})
  `);
  // Keep the table small: failures older than the window no longer count.
  await db.query(sql`
    delete from public.login_failures where attempted_at < now() - make_interval(secs => ${windowSeconds})
  `);
}

export async function clearFailures(db: Queryable, username: string): Promise<void> {
  await db.query(sql`delete from public.login_failures where username_key = ${username}`);
}
