import 'server-only';

import { findActiveMemberById, recordLogin, setPasswordHash, type Member } from '../db/members';
import { consumeSignInLink, findSignInLinkUsername, insertSignInLink } from '../db/sign-in-links';
import { takeHit } from '../db/rate-limits';
import type { Database, Queryable } from '../db/types';
import { signInLinkUseRule } from '../http/rate-limit';
import { newToken, sha256Hex } from '../tokens';
import { hashPassword } from './password';
import { endAllSessions } from './session-token';

/** How long the link in an order confirmation works (once). */
export const SIGN_IN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a link a member asked for on the login page works (once): asked for now, used now. */
export const REQUESTED_SIGN_IN_LINK_TTL_MS = 60 * 60 * 1000;

/** Issues a single-use link for the member and returns its token, for the e-mail only (the database keeps its hash). */
export async function issueSignInLink(db: Queryable, memberId: string, ttlMs = SIGN_IN_LINK_TTL_MS): Promise<string> {
  const token = newToken();
  await insertSignInLink(db, {
    tokenHash: sha256Hex(token),
    memberId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Whose account an unused link opens, for the page that asks for the new password. */
export function usernameForLink(db: Queryable, token: string): Promise<string | undefined> {
  return findSignInLinkUsername(db, sha256Hex(token));
}

/**
 * Signing in with an e-mailed link proves the address: the owner of that
 * address takes the account over alone. In one transaction the link is spent,
 * the chosen password replaces whatever password anyone else knew, and every
 * session of the account ends; the caller then starts this browser's session.
 * (Someone who paid first with another person's address keeps nothing once the
 * address's owner uses a link.)
 *
 * A link that cannot be used costs one lookup and nothing else: the client's
 * limit is counted, and the new password hashed, only for a usable one.
 */
export async function claimAccountWithLink(
  db: Database,
  token: string,
  newPassword: string,
  clientAddress: string,
): Promise<
  | { ok: true; member: Member }
  | { ok: false; reason: 'spent' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
> {
  const tokenHash = sha256Hex(token);
  if (!(await findSignInLinkUsername(db, tokenHash))) return { ok: false, reason: 'spent' };
  const use = await takeHit(db, signInLinkUseRule(clientAddress));
  if (!use.granted) return { ok: false, reason: 'throttled', retryAfterSeconds: use.retryAfterSeconds };
  // Hashed before the transaction: scrypt takes a while, and the transaction should not wait on it.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const memberId = await consumeSignInLink(tx, tokenHash);
    const member = memberId ? await findActiveMemberById(tx, memberId) : undefined;
    if (!member) return { ok: false, reason: 'spent' } as const;
    await setPasswordHash(tx, member.id, passwordHash);
    await endAllSessions(tx, member.id);
    await recordLogin(tx, member.id);
    return { ok: true, member } as const;
  });
}
