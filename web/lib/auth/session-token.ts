import 'server-only';

import { z } from 'zod';

import type { Member } from '../db/members';
import { endMemberSessions, endSessionRecord, findSessionMember, insertSession } from '../db/sessions';
import type { Queryable } from '../db/types';
import { newToken, seal, sha256Hex, unseal } from '../tokens';

/** The session cookie's name (web/lib/tokens.ts `siteCookie` adds `__Host-` over HTTPS). */
export const SESSION_COOKIE = 'reset_session';

/** Where the proxy records the members' page a request asked for, so a page that finds no session can send it back there after signing in. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

/** Absolute session lifetime: a sign-in lasts 30 days, however active. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What a session cookie seals: the token whose hash names the session record. */
const sessionSeal = z.object({ token: z.string() });

/** Creates the server-side record and returns the sealed cookie value that points at it. */
export async function startSession(db: Queryable, memberId: string, secret: string): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return seal({ token } satisfies z.infer<typeof sessionSeal>, secret, SESSION_TTL_SECONDS);
}

/** The token in a cookie; undefined when tampered, sealed with another secret, or expired. */
async function tokenOf(sealed: string | undefined, secret: string): Promise<string | undefined> {
  return (await unseal(sealed, sessionSeal, secret, SESSION_TTL_SECONDS))?.token;
}

/** The member a sealed cookie belongs to, if its record is live. */
export async function resolveSession(
  db: Queryable,
  sealed: string | undefined,
  secret: string,
): Promise<Member | null> {
  const token = await tokenOf(sealed, secret);
  if (!token) return null;
  return (await findSessionMember(db, sha256Hex(token))) ?? null;
}

/** Ends the record behind a cookie, so every copy of that cookie stops working. */
export async function endSession(db: Queryable, sealed: string | undefined, secret: string): Promise<void> {
  const token = await tokenOf(sealed, secret);
  if (token) await endSessionRecord(db, sha256Hex(token));
}

export { endMemberSessions as endAllSessions };
