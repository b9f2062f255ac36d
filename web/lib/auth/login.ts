import 'server-only';

import { clearFailures, countRecentFailures, recordFailure } from '../db/login-failures';
import { findMemberByUsername, recordLogin, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { verifyAgainstNothing, verifyPassword } from './password';

/** Failed sign-ins allowed per window, per username and per client address. */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 30, windowSeconds: 15 * 60 } as const;

export type LoginResult =
  | { ok: true; member: Member }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a username and password. Unknown user, wrong password and revoked
 * access all give the same answer after the same work. Throttling is counted in
 * Postgres, so it holds across every instance.
 */
export async function authenticate(
  db: Queryable,
  credentials: { username: string; password: string },
  clientAddress: string,
): Promise<LoginResult> {
  const key = { username: credentials.username.trim().toLowerCase(), address: clientAddress };
  const failures = await countRecentFailures(db, key, LOGIN_LIMITS.windowSeconds);
  const blockedUntil = [
    failures.username >= LOGIN_LIMITS.perUsername ? failures.usernameFreesAt : null,
    failures.address >= LOGIN_LIMITS.perAddress ? failures.addressFreesAt : null,
  ].filter((date): date is Date => date !== null);
  if (blockedUntil.length > 0) {
    const until = Math.max(...blockedUntil.map((date) => new Date(date).getTime()));
    return { ok: false, reason: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
  }

  const member = await findMemberByUsername(db, key.username);
  const valid = member
    ? await verifyPassword(credentials.password, member.passwordHash)
    : await verifyAgainstNothing(credentials.password);

  if (!member || !valid || member.revokedAt) {
    await recordFailure(db, key, LOGIN_LIMITS.windowSeconds);
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(db, key.username);
  await recordLogin(db, member.id);
  return { ok: true, member: { id: member.id, username: member.username, email: member.email } };
}
