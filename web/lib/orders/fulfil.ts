import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { generatePassword, hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/session-token';
import { clearRevoked, findMemberByEmail, markRevoked, tryInsertMember, type Member } from '../db/members';
import {
  findCheckout,
  findOrder,
  insertOrder,
  insertPendingCredentials,
  insertSignInLink,
  markOrder,
} from '../db/orders';
import { enqueueEmail } from '../db/outbox';
import { sql } from '../db/sql';
import type { Database, Queryable } from '../db/types';
import type { PaymentIntentState } from '../payments/types';
import { sealText } from './sealed-text';
import { usernameFromEmail } from './usernames';

/** How long the success page may show a new member's password. */
export const CREDENTIALS_WINDOW_MS = 30 * 60 * 1000;
/** How long the e-mailed sign-in link works (once). */
export const SIGN_IN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CREDENTIALS_PURPOSE = 'pending-credentials';

export type FulfilOutcome =
  | { status: 'fulfilled'; orderId: string; member: Member; newMember: boolean }
  | { status: 'already-fulfilled'; orderId: string }
  | { status: 'not-paid' }
  | { status: 'unknown-checkout' }
  | { status: 'amount-mismatch' };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function createMemberFor(tx: Queryable, email: string): Promise<{ member: Member; password: string }> {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; attempt < 10; attempt++) {
    const member = await tryInsertMember(tx, { username: usernameFromEmail(email), email, passwordHash });
    if (member) return { member, password };
    // A clash on the e-mail means another order created this member a moment ago.
    const existing = await findMemberByEmail(tx, email);
    if (existing) throw new MemberExistsError(existing);
  }
  throw new Error('Could not find a free username after 10 tries.');
}

class MemberExistsError extends Error {
  constructor(readonly member: Member) {
    super('member exists');
  }
}

/**
 * Fulfils one paid checkout, exactly once. Called by the Stripe webhook and by
 * the success page's check ("fulfil on both"); keyed by the payment intent, in
 * one transaction, so repeated or concurrent calls change nothing after the first.
 *
 * It checks that the payment succeeded for the amount and currency the server
 * decided at checkout, records the order, creates the member (or attaches the
 * order to the member with that e-mail), keeps the new password encrypted for
 * the success page, and queues the confirmation and welcome e-mails.
 */
export async function fulfilPayment(
  db: Database,
  intent: PaymentIntentState,
  options: { sessionSecret: string },
): Promise<FulfilOutcome> {
  if (intent.status !== 'succeeded') return { status: 'not-paid' };

  return db.transaction(async (tx) => {
    await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`fulfil:${intent.id}`}))`);
    const existing = await findOrder(tx, intent.id);
    if (existing) return { status: 'already-fulfilled', orderId: existing.id };

    const checkout = await findCheckout(tx, intent.id);
    if (!checkout) return { status: 'unknown-checkout' };
    if (intent.amountCents !== checkout.amountCents || intent.currency.toLowerCase() !== checkout.currency) {
      return { status: 'amount-mismatch' };
    }

    let member = await findMemberByEmail(tx, checkout.email);
    let password: string | null = null;
    if (!member) {
      try {
        ({ member, password } = await createMemberFor(tx, checkout.email));
      } catch (error) {
        if (!(error instanceof MemberExistsError)) throw error;
        member = error.member;
      }
    }
    // A new purchase restores access that a refund had withdrawn.
    await clearRevoked(tx, member.id);

    const orderId = await insertOrder(tx, {
      paymentIntentId: intent.id,
      memberId: member.id,
      email: checkout.email,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
    });
    await insertPendingCredentials(tx, {
      paymentIntentId: intent.id,
      memberId: member.id,
      passwordCiphertext: password ? sealText(password, options.sessionSecret, CREDENTIALS_PURPOSE) : null,
      expiresAt: new Date(Date.now() + CREDENTIALS_WINDOW_MS),
    });

    const signInToken = randomBytes(32).toString('base64url');
    await insertSignInLink(tx, {
      tokenHash: hashToken(signInToken),
      memberId: member.id,
      expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
    });
    await enqueueEmail(tx, {
      kind: 'order_confirmation',
      recipient: checkout.email,
      dedupeKey: `order_confirmation:${intent.id}`,
      payload: {
        orderId,
        paymentIntentId: intent.id,
        username: member.username,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        orderedAt: new Date().toISOString(),
        signInToken,
        newMember: password !== null,
      },
    });
    await enqueueEmail(tx, {
      kind: 'welcome',
      recipient: checkout.email,
      dedupeKey: `welcome:${intent.id}`,
      payload: { username: member.username },
    });
    return { status: 'fulfilled', orderId, member, newMember: password !== null };
  });
}

/**
 * A refund or dispute: marks the order and, unless the member holds another
 * paid order, withdraws access and ends every session at once.
 */
export async function withdrawAccess(
  db: Database,
  paymentIntentId: string,
  reason: 'refunded' | 'disputed',
): Promise<'revoked' | 'kept' | 'unknown-order'> {
  return db.transaction(async (tx) => {
    const marked = await markOrder(tx, paymentIntentId, reason);
    if (!marked) return 'unknown-order';
    if (marked.otherPaidOrders > 0) return 'kept';
    await markRevoked(tx, marked.memberId);
    await endAllSessions(tx, marked.memberId);
    return 'revoked';
  });
}
