import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export async function insertSignInLink(
  db: Queryable,
  link: { tokenHash: string; memberId: string; expiresAt: Date },
): Promise<void> {
  await db.query(sql`
    insert into internal.sign_in_links (token_hash, member_id, expires_at)
    values (${link.tokenHash}, ${link.memberId}, ${link.expiresAt.toISOString()})
  `);
}

/** The member a usable link signs in, using it up; a member whose access was withdrawn leaves it unused. */
export async function consumeSignInLink(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ memberId: string }>(sql`
    update internal.sign_in_links l set used_at = now()
    from public.members m
    where l.token_hash = ${tokenHash} and l.used_at is null and l.expires_at > now()
      and m.id = l.member_id and m.revoked_at is null
    returning l.member_id as "memberId"
  `);
  return row?.memberId;
}

/** The username a usable sign-in link belongs to, without using it (the page that asks for a password). */
export async function findSignInLinkUsername(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ username: string }>(sql`
    select m.username from internal.sign_in_links l join public.members m on m.id = l.member_id
    where l.token_hash = ${tokenHash} and l.used_at is null and l.expires_at > now() and m.revoked_at is null
  `);
  return row?.username;
}
