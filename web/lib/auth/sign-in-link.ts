import 'server-only';

import { findMemberById, recordLogin, setPasswordHash, type Member } from '../db/members';
import { enqueueEmail } from '../db/outbox';
import { consumeSignInLink, findSignInLinkUsername, insertSignInLink } from '../db/sign-in-links';
import { takeHit } from '../db/rate-limits';
import type { Database, Queryable } from '../db/types';
import { signInLinkUseRule } from '../http/rate-limit';
import type { OutboxPayload } from '../mail/messages';
import { newToken, sha256Hex } from '../tokens';
import { hashPassword } from './password';
import { endAllSessions } from './session-token';

/** How long a link works (once): in an order confirmation, and asked for on the login page. */
export const SIGN_IN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const REQUESTED_SIGN_IN_LINK_TTL_MS = 60 * 60 * 1000;

/** Issues a single-use link and returns its token, for the e-mail only (the database keeps its hash). */
export async function issueSignInLink(db: Queryable, memberId: string, ttlMs = SIGN_IN_LINK_TTL_MS): Promise<string> {
  const token = newToken();
  await insertSignInLink(db, {
    tokenHash: sha256Hex(token),
    memberId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Queues the e-mail; its link is issued only when the e-mail is composed (web/lib/mail/composition.ts). */
export function mailSignInLink(
  db: Queryable,
  member: Member,
  purpose: OutboxPayload<'sign_in_link'>['purpose'],
): Promise<void> {
  return enqueueEmail(db, {
    kind: 'sign_in_link',
    recipient: member.email,
    dedupeKey: `sign_in_link:${member.id}:${newToken(16)}`,
    payload: { username: member.username, purpose },
  });
}

export function usernameForLink(db: Queryable, token: string): Promise<string | undefined> {
  return findSignInLinkUsername(db, sha256Hex(token));
}

/**
 * A link proves the address, so in one transaction it is spent, the new password replaces any other and
 * every session ends. An unusable link costs one lookup: only a usable one is counted and hashed for.
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
    const member = memberId ? await findMemberById(tx, memberId, true) : undefined;
    if (!member) return { ok: false, reason: 'spent' } as const;
    await setPasswordHash(tx, member.id, passwordHash);
    await endAllSessions(tx, member.id);
    await recordLogin(tx, member.id);
    return { ok: true, member } as const;
  });
}
