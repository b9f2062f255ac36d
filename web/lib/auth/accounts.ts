import 'server-only';

import { insertMember, usernameTaken, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { generatePassword, hashPassword } from './password';

/** A member with a generated password, returned once: for fixtures that must sign in (tests). */
export async function createMember(
  db: Queryable,
  details: { username: string; email: string },
): Promise<{ member: Member; password: string }> {
  if (await usernameTaken(db, details.username)) throw new Error(`The username ${details.username} is taken.`);
  const password = generatePassword();
  const member = await insertMember(db, { ...details, passwordHash: await hashPassword(password) });
  return { member, password };
}
