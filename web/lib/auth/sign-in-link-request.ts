import 'server-only';

import { after } from 'next/server';

import { getDb } from '../db';
import { findMemberByEmail } from '../db/members';
import type { Database } from '../db/types';
import { reserve, signInLinkRules } from '../http/rate-limit';
import { flushOutbox } from '../mail';
import { mailSignInLink } from './sign-in-link';

export interface SignInLinkRequestContext {
  db: Database;
  /** Has a queued link sent after the answer, so nobody can time it. */
  emailsDue(): void;
}

async function requestContext(): Promise<SignInLinkRequestContext> {
  return { db: await getDb(), emailsDue: () => after(flushOutbox) };
}

/**
 * "E-mail me a sign-in link": the same answer, and the same count against the limits, for a
 * member and a stranger, so the form tells nobody who has bought; only a member with access
 * gets a link.
 */
export async function requestSignInLink(
  request: { email: string; clientAddress: string },
  context: SignInLinkRequestContext | Promise<SignInLinkRequestContext> = requestContext(),
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const { db, emailsDue } = await context;
  const email = request.email.trim().toLowerCase();
  const reservation = await reserve(db, signInLinkRules(email, request.clientAddress));
  if (!reservation.ok) return { ok: false, retryAfterSeconds: reservation.retryAfterSeconds };

  const member = await findMemberByEmail(db, email, true);
  if (member) {
    await mailSignInLink(db, member, 'requested');
    emailsDue();
  }
  return { ok: true };
}
