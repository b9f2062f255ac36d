import 'server-only';

import type { ClockFormat } from '../programme/clock';

import { sql } from './sql';
import type { Queryable } from './types';

export interface Member {
  id: string;
  username: string;
  email: string;
}

export interface MemberWithHash extends Member {
  passwordHash: string;
  revokedAt: Date | null;
}

type NewMember = Pick<MemberWithHash, 'username' | 'email' | 'passwordHash'>;

export async function findMemberByUsername(db: Queryable, username: string): Promise<MemberWithHash | undefined> {
  const [row] = await db.query<MemberWithHash>(sql`
    select id, username, email, password_hash as "passwordHash", revoked_at as "revokedAt"
    from public.members where lower(username) = lower(${username})
  `);
  return row;
}

/** `open`: only a member who may sign in (access not withdrawn). */
export async function findMemberByEmail(db: Queryable, email: string, open = false): Promise<Member | undefined> {
  const [row] = await db.query<Member>(sql`
    select id, username, email from public.members
    where lower(email) = lower(${email}) and (revoked_at is null or not ${open})
  `);
  return row;
}

export async function findMemberById(db: Queryable, memberId: string, open = false): Promise<Member | undefined> {
  const [row] = await db.query<Member>(sql`
    select id, username, email from public.members where id = ${memberId} and (revoked_at is null or not ${open})
  `);
  return row;
}

export async function recordLogin(db: Queryable, memberId: string): Promise<void> {
  await db.query(sql`update public.members set last_login_at = now() where id = ${memberId}`);
}

export async function setPasswordHash(db: Queryable, memberId: string, passwordHash: string): Promise<void> {
  await db.query(sql`update public.members set password_hash = ${passwordHash} where id = ${memberId}`);
}

/** A payment's withdrawal (refund, dispute) never overrides support's; the first date stays. */
export async function markRevoked(db: Queryable, memberId: string, by: 'payment' | 'support'): Promise<void> {
  await db.query(sql`
    update public.members
    set revoked_at = coalesce(revoked_at, now()),
        revoked_by = case when revoked_by = 'support' then 'support' else ${by} end
    where id = ${memberId}
  `);
}

/** Reopens access, whoever withdrew it (support's restore). */
export async function clearRevoked(db: Queryable, memberId: string): Promise<void> {
  await db.query(sql`update public.members set revoked_at = null, revoked_by = null where id = ${memberId}`);
}

/** Reopens access a refund or dispute withdrew (a new payment), never support's. */
export async function reopenAfterPayment(db: Queryable, memberId: string): Promise<{ heldBySupport: boolean }> {
  const [row] = await db.query<{ revokedBy: string | null }>(sql`
    update public.members
    set revoked_at = case when revoked_by = 'support' then revoked_at end,
        revoked_by = case when revoked_by = 'support' then 'support' end
    where id = ${memberId}
    returning revoked_by as "revokedBy"
  `);
  return { heldBySupport: row?.revokedBy === 'support' };
}

/** Inserts unless the username or e-mail is taken (then undefined); safe inside a transaction. */
export async function insertMember(db: Queryable, member: NewMember): Promise<Member | undefined> {
  const [row] = await db.query<Member>(sql`
    insert into public.members (username, email, password_hash)
    values (${member.username}, ${member.email}, ${member.passwordHash})
    on conflict do nothing
    returning id, username, email
  `);
  return row;
}

/** A member as support sees them (`npm run member -- find`). */
export interface MemberRecord extends MemberWithHash {
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** By username or e-mail address, in any letter case. */
export async function findMemberByUsernameOrEmail(
  db: Queryable,
  usernameOrEmail: string,
): Promise<MemberRecord | undefined> {
  const [row] = await db.query<MemberRecord>(sql`
    select id, username, email, password_hash as "passwordHash", revoked_at as "revokedAt",
           created_at as "createdAt", last_login_at as "lastLoginAt"
    from public.members
    where lower(username) = lower(${usernameOrEmail}) or lower(email) = lower(${usernameOrEmail})
    order by lower(username) = lower(${usernameOrEmail}) desc
    limit 1
  `);
  return row;
}

/** Their sessions, sign-in links and pending credentials go with them (on delete cascade). */
export async function deleteMember(db: Queryable, memberId: string): Promise<void> {
  await db.query(sql`delete from public.members where id = ${memberId}`);
}

/** Nulls until the member chooses. */
export interface MemberDayChoice {
  startMinutes: number | null;
  clock: ClockFormat | null;
}

/** A member behind a live session, with the day they chose: one read serves the session check and the day. */
export interface SignedInMember extends Member {
  day: MemberDayChoice;
}

/** Only a member whose access is open may change it. */
export async function setMemberDay(
  db: Queryable,
  memberId: string,
  choice: { startMinutes: number; clock: ClockFormat },
): Promise<boolean> {
  const rows = await db.query(sql`
    update public.members set day_start_minutes = ${choice.startMinutes}, clock = ${choice.clock}
    where id = ${memberId} and revoked_at is null
    returning id
  `);
  return rows.length > 0;
}
