import 'server-only';

import { insertMember, usernameTaken, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { generatePassword, hashPassword } from './password';

export class AccountError extends Error {
  override name = 'AccountError';
}

/**
 * Creates a member with a generated password and returns both; the plaintext
 * is never stored. For fixtures that must sign in (tests):
 * support's tool opens accounts without ever showing a password
 * (web/lib/support/member-tool.ts).
 */
export async function createMember(
  db: Queryable,
  details: { username: string; email: string },
): Promise<{ member: Member; password: string }> {
  if (await usernameTaken(db, details.username)) throw new AccountError(`The username ${details.username} is taken.`);
  const password = generatePassword();
  const member = await insertMember(db, { ...details, passwordHash: await hashPassword(password) });
  return { member, password };
}
