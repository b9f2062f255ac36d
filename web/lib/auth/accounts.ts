import 'server-only';

import {
  clearRevoked,
  findMemberByUsername,
  insertMember,
  markRevoked,
  setPasswordHash,
  usernameTaken,
  type Member,
} from '../db/members';
import type { Queryable } from '../db/types';
import { generatePassword, hashPassword } from './password';
import { endAllSessions } from './session-token';

export class AccountError extends Error {
  override name = 'AccountError';
}

/** Creates a member with a generated password and returns both; the plaintext is never stored. */
export async function createMember(
  db: Queryable,
  details: { username: string; email: string },
): Promise<{ member: Member; password: string }> {
  if (await usernameTaken(db, details.username)) throw new AccountError(`The username ${details.username} is taken.`);
  const password = generatePassword();
  const member = await insertMember(db, { ...details, passwordHash: await hashPassword(password) });
  return { member, password };
}

async function memberNamed(db: Queryable, username: string) {
  const member = await findMemberByUsername(db, username);
  if (!member) throw new AccountError(`There is no member ${username}.`);
  return member;
}

/** Withdraws access and ends every session of the member (refund, dispute, support). */
export async function revokeMember(db: Queryable, username: string): Promise<number> {
  const member = await memberNamed(db, username);
  await markRevoked(db, member.id);
  return endAllSessions(db, member.id);
}

/** Issues a new password, restores access if it was withdrawn, and signs the member out everywhere. */
export async function resetPassword(db: Queryable, username: string): Promise<string> {
  const member = await memberNamed(db, username);
  const password = generatePassword();
  await setPasswordHash(db, member.id, await hashPassword(password));
  await clearRevoked(db, member.id);
  await endAllSessions(db, member.id);
  return password;
}
