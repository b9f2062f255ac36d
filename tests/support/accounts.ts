import { insertMember, type Member } from '../../web/lib/db/members';
import type { Queryable } from '../../web/lib/db/types';
import { generatePassword, hashPassword } from '../../web/lib/auth/password';

/** A member with a generated password, returned once: for fixtures that must sign in. */
export async function createMember(
  db: Queryable,
  details: { username: string; email: string },
): Promise<{ member: Member; password: string }> {
  const password = generatePassword();
  const member = await insertMember(db, { ...details, passwordHash: await hashPassword(password) });
  if (!member) throw new Error(`The username ${details.username} or its e-mail address is taken.`);
  return { member, password };
}
