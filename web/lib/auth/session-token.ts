import 'server-only';

import { z } from 'zod';

import type { SignedInMember } from '../db/members';
import { endMemberSessions, endSessionRecord, findSessionMember, insertSession } from '../db/sessions';
import type { Queryable } from '../db/types';
import { newToken, seal, sha256Hex, unseal } from '../tokens';

export const SESSION_COOKIE = 'reset_session';

/** The members' page a request asked for, recorded by the proxy, to come back to after signing in. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

/** A sign-in lasts 30 days, however active. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const sessionSeal = z.object({ token: z.string() });

/** Creates the session record and returns the sealed cookie value that points at it. */
export async function startSession(db: Queryable, memberId: string, secret: string): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    memberId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return seal({ token } satisfies z.infer<typeof sessionSeal>, secret, SESSION_TTL_SECONDS);
}

async function tokenOf(sealed: string | undefined, secret: string): Promise<string | undefined> {
  return (await unseal(sealed, sessionSeal, secret, SESSION_TTL_SECONDS))?.token;
}

export async function resolveSession(
  db: Queryable,
  sealed: string | undefined,
  secret: string,
): Promise<SignedInMember | null> {
  const token = await tokenOf(sealed, secret);
  return token ? ((await findSessionMember(db, sha256Hex(token))) ?? null) : null;
}

/** Ends the record behind a cookie, so every copy of that cookie stops working. */
export async function endSession(db: Queryable, sealed: string | undefined, secret: string): Promise<void> {
  const token = await tokenOf(sealed, secret);
  if (token) await endSessionRecord(db, sha256Hex(token));
}

export { endMemberSessions as endAllSessions };
