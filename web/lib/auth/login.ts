import 'server-only';

import { findMemberByUsername, recordLogin, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { loginRules, reserve } from '../http/rate-limit';
import { HashingBusyError, hashingIsFull, verifyAgainstNothing, verifyPassword } from './password';

export type LoginResult =
  | { ok: true; member: Member }
  | { ok: false; reason: 'invalid' }
  /** The right password for a member whose access a refund, dispute or support withdrew. */
  | { ok: false; reason: 'access-ended' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  /** Too many password checks are waiting already: nothing was counted, try again in a moment. */
  | { ok: false; reason: 'busy' };

/**
 * Checks a username and password. Unknown user and wrong password give the
 * same answer after the same work; the right password of a member whose
 * access was withdrawn is told so (it proves the account is theirs).
 *
 * The attempt is counted before the password is checked, atomically in
 * Postgres (so across every instance): of any number of parallel guesses only
 * the budget left is ever checked, and past it even the right password gets
 * the same "throttled", so it tells a guesser nothing. A sign-in that succeeds
 * gives its count back. `device`: the browser proves the member signed in on
 * it before (./known-device.ts); it has a limit of its own, its check goes
 * before every stranger's (./password.ts), and a stranger who would only be
 * refused for a full queue is refused before any query.
 */
export async function authenticate(
  db: Queryable,
  credentials: { username: string; password: string },
  clientAddress: string,
  { device }: { device?: string } = {},
): Promise<LoginResult> {
  const knownDevice = device !== undefined;
  const username = credentials.username.trim().toLowerCase();
  if (!knownDevice && hashingIsFull()) return { ok: false, reason: 'busy' };
  const attempt = await reserve(db, loginRules(username, clientAddress, { device }));
  if (!attempt.ok) return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };

  const member = await findMemberByUsername(db, username);
  let valid: boolean;
  try {
    valid = member
      ? await verifyPassword(credentials.password, member.passwordHash, { first: knownDevice })
      : await verifyAgainstNothing(credentials.password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    await attempt.release();
    return { ok: false, reason: 'busy' };
  }
  if (!member || !valid) return { ok: false, reason: 'invalid' };
  // Only the right password learns that access ended: anyone else gets the answer an unknown user gets.
  if (member.revokedAt) return { ok: false, reason: 'access-ended' };

  await attempt.release();
  await recordLogin(db, member.id);
  return { ok: true, member: { id: member.id, username: member.username, email: member.email } };
}
