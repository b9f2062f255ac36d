import 'server-only';

import { findMemberByUsername, recordLogin, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { loginRules, reserve } from '../http/rate-limit';
import { hashingIsFull, verifyAgainstNothing, verifyPassword } from './password';

export type LoginResult =
  | { ok: true; member: Member }
  | { ok: false; reason: 'invalid' }
  /** The right password for a member whose access a refund, dispute or support withdrew. */
  | { ok: false; reason: 'access-ended' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** Too many password checks are waiting already: nothing was counted, try again in a moment. */
  | { ok: false; reason: 'busy' };

/**
 * Unknown user and wrong password: the same answer after the same work. Counted before the check, so
 * of parallel guesses only the budget left is checked; a success gives its count back. `device`: the
 * browser proves the member signed in on it before (./known-device.ts).
 */
export async function authenticate(
  db: Queryable,
  credentials: { username: string; password: string },
  clientAddress: string,
  { device }: { device?: string } = {},
): Promise<LoginResult> {
  const username = credentials.username.trim().toLowerCase();
  if (!device && hashingIsFull()) return { ok: false, reason: 'busy' };
  const attempt = await reserve(db, loginRules(username, clientAddress, { device }));
  if (!attempt.ok) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };

  const member = await findMemberByUsername(db, username);
  const valid = member
    ? await verifyPassword(credentials.password, member.passwordHash, { first: device !== undefined })
    : await verifyAgainstNothing(credentials.password);
  if (!member || !valid) return { ok: false, reason: 'invalid' };
  // Only the right password learns that access ended: anyone else gets the answer an unknown user gets.
  if (member.revokedAt) return { ok: false, reason: 'access-ended' };

  await attempt.release();
  await recordLogin(db, member.id);
  return { ok: true, member: { id: member.id, username: member.username, email: member.email } };
}
