import 'server-only';

import { after } from 'next/server';

import { getDb } from '../db';
import { findActiveMemberByEmail } from '../db/members';
import { enqueueEmail } from '../db/outbox';
import type { Database } from '../db/types';
import { reserve, signInLinkRules } from '../http/rate-limit';
import { flushOutbox } from '../mail';
import { sha256Hex } from '../tokens';
import { issueSignInLink, REQUESTED_SIGN_IN_LINK_TTL_MS } from './sign-in-link';

export type SignInLinkRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface SignInLinkRequestContext {
  db: Database;
  /** A link was queued: have it sent (after the answer, so nobody can time it). */
  emailsDue(): void;
}

async function requestContext(): Promise<SignInLinkRequestContext> {
  return { db: await getDb(), emailsDue: () => after(flushOutbox) };
}

/**
 * "E-mail me a sign-in link": a member who lost the password proves the
 * address instead. The answer is the same for a member and a stranger, so
 * the form tells nobody who has bought; only an address with access gets a
 * link, valid once for an hour. Each request counts against the address and
 * the client, member or not, so the limit itself gives nothing away either.
 */
export async function requestSignInLink(
  request: { email: string; clientAddress: string },
  context: SignInLinkRequestContext | Promise<SignInLinkRequestContext> = requestContext(),
): Promise<SignInLinkRequestResult> {
  const { db, emailsDue } = await context;
  const email = request.email.trim().toLowerCase();
  const reservation = await reserve(db, signInLinkRules(email, request.clientAddress));
  if (!reservation.ok) return { ok: false, retryAfterSeconds: reservation.retryAfterSeconds };

  const queued = await db.transaction(async (tx) => {
    const member = await findActiveMemberByEmail(tx, email);
    if (!member) return false;
    const signInToken = await issueSignInLink(tx, member.id, REQUESTED_SIGN_IN_LINK_TTL_MS);
    await enqueueEmail(tx, {
      kind: 'sign_in_link',
      recipient: member.email,
      dedupeKey: `sign_in_link:${sha256Hex(signInToken).slice(0, 32)}`,
      payload: { username: member.username, signInToken },
    });
    return true;
  });
  if (queued) emailsDue();
  return { ok: true };
}
