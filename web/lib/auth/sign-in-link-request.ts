import 'server-only';

import { after } from 'next/server';

import { getDb } from '../db';
import { findActiveMemberByEmail } from '../db/members';
import { enqueueEmail } from '../db/outbox';
import type { Database } from '../db/types';
import { reserve, signInLinkRules } from '../http/rate-limit';
import { flushOutbox } from '../mail';
import { newToken } from '../tokens';

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

  // The link itself is issued when the e-mail is composed (web/lib/mail/compose.ts): no token is stored.
  const member = await findActiveMemberByEmail(db, email);
  if (member) {
    await enqueueEmail(db, {
      kind: 'sign_in_link',
      recipient: member.email,
      dedupeKey: `sign_in_link:${member.id}:${newToken(16)}`,
      payload: { username: member.username, purpose: 'requested' },
    });
  }
  const queued = member !== undefined;
  if (queued) emailsDue();
  return { ok: true };
}
