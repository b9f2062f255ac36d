import 'server-only';

import { findActiveMemberById, recordLogin, setPasswordHash, type Member } from '../db/members';
import { consumeSignInLink, findSignInLinkUsername } from '../db/orders';
import type { Database, Queryable } from '../db/types';
import { hashToken } from '../orders/fulfil';
import { hashPassword } from './password';
import { endAllSessions } from './session-token';

/** Whose account an unused link opens, for the page that asks for the new password. */
export function usernameForLink(db: Queryable, token: string): Promise<string | undefined> {
  return findSignInLinkUsername(db, hashToken(token));
}

/**
 * Signing in with an e-mailed link proves the address: the owner of that
 * address takes the account over alone. In one transaction the link is spent,
 * the chosen password replaces whatever password anyone else knew, and every
 * session of the account ends; the caller then starts this browser's session.
 * (Someone who paid first with another person's address keeps nothing once the
 * address's owner uses a link.)
 */
export async function claimAccountWithLink(
  db: Database,
  token: string,
  newPassword: string,
): Promise<{ ok: true; member: Member } | { ok: false }> {
  // Hashed before the transaction: scrypt takes a while, and the transaction should not wait on it.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const memberId = await consumeSignInLink(tx, hashToken(token));
    const member = memberId ? await findActiveMemberById(tx, memberId) : undefined;
    if (!member) return { ok: false };
    await setPasswordHash(tx, member.id, passwordHash);
    await endAllSessions(tx, member.id);
    await recordLogin(tx, member.id);
    return { ok: true, member };
  });
}
