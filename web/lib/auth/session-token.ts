import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { sealData, unsealData } from 'iron-session';

import { endMemberSessions, endSessionRecord, findSessionMember, insertSession } from '../db/sessions';
import type { Member } from '../db/members';
import type { Queryable } from '../db/types';

/** Absolute session lifetime: a sign-in lasts 30 days, however active. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

interface SessionPayload {
  token: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates the server-side record and returns the sealed cookie value that points at it. */
export async function startSession(db: Queryable, memberId: string, secret: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    memberId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return sealData({ token } satisfies SessionPayload, { password: secret, ttl: SESSION_TTL_SECONDS });
}

async function tokenOf(sealed: string | undefined, secret: string): Promise<string | undefined> {
  if (!sealed) return undefined;
  try {
    const payload = await unsealData<Partial<SessionPayload>>(sealed, { password: secret, ttl: SESSION_TTL_SECONDS });
    return typeof payload.token === 'string' ? payload.token : undefined;
  } catch {
    // Tampered, sealed with another secret, or expired: no session.
    return undefined;
  }
}

/** The member a sealed cookie belongs to, if its record is live. */
export async function resolveSession(
  db: Queryable,
  sealed: string | undefined,
  secret: string,
): Promise<Member | null> {
  const token = await tokenOf(sealed, secret);
  if (!token) return null;
  return (await findSessionMember(db, hashToken(token))) ?? null;
}

/** Ends the record behind a cookie, so every copy of that cookie stops working. */
export async function endSession(db: Queryable, sealed: string | undefined, secret: string): Promise<void> {
  const token = await tokenOf(sealed, secret);
  if (token) await endSessionRecord(db, hashToken(token));
}

export { endMemberSessions as endAllSessions };
