import 'server-only';

import type { SignedInMember } from './members';
import { sql } from './sql';
import type { Queryable } from './types';

export async function insertSession(
  db: Queryable,
  session: { tokenHash: string; memberId: string; expiresAt: Date },
): Promise<void> {
  await db.query(sql`
    insert into internal.member_sessions (token_hash, member_id, expires_at)
    values (${session.tokenHash}, ${session.memberId}, ${session.expiresAt.toISOString()})
  `);
}

/** The member behind a live session: not ended, not expired, access not revoked. */
export async function findSessionMember(db: Queryable, tokenHash: string): Promise<SignedInMember | undefined> {
  const [row] = await db.query<SignedInMember>(sql`
    select m.id, m.username, m.email, json_build_object('startMinutes', m.day_start_minutes, 'clock', m.clock) as day
    from internal.member_sessions s
    join public.members m on m.id = s.member_id
    where s.token_hash = ${tokenHash}
      and s.ended_at is null
      and s.expires_at > now()
      and m.revoked_at is null
  `);
  return row;
}

export async function endSessionRecord(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(sql`
    update internal.member_sessions set ended_at = now() where token_hash = ${tokenHash} and ended_at is null
  `);
}

/** Ends every live session of a member: "sign out everywhere", revocation, password reset. */
export async function endMemberSessions(db: Queryable, memberId: string): Promise<number> {
  const rows = await db.query(sql`
    update internal.member_sessions set ended_at = now()
    where member_id = ${memberId} and ended_at is null
    returning 1
  `);
  return rows.length;
}
