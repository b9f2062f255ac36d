import 'server-only';

import { insertMember, type Member } from '../db/members';
import type { Queryable } from '../db/types';
import { generatePassword, hashPassword } from './password';

/** A member with a generated password, returned once: for fixtures that must sign in (tests). */
export async function createMember(
  db: Queryable,
  details: { username: string; email: string },
): Promise<{ member: Member; password: string }> {
  const password = generatePassword();
  const member = await insertMember(db, { ...details, passwordHash: await hashPassword(password) });
  if (!member) throw new Error(`The username ${details.username} or its e-mail address is taken.`);
  return { member, password };
}
