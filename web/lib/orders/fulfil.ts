import 'server-only';

import { generatePassword, hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/session-token';
import { getSupportContact } from '../content/emails';
import { findCheckout } from '../db/checkouts';
import {
  findMemberByEmail,
  findMemberById,
  markRevoked,
  reopenAfterPayment,
  insertMember,
  type Member,
} from '../db/members';
import { findOrder, insertOrder, lockPaymentIntent, markOrder } from '../db/orders';
import { enqueueEmail } from '../db/outbox';
import type { Database, Queryable } from '../db/types';
import { samePrice } from '../money';
import type { PaymentIntentState } from '../payments/types';
import { keepCredentials } from './credentials';
import { usernameFromEmail } from './usernames';

export type FulfilOutcome =
  /** heldForSupport: the account's access was withdrawn by support, so this payment gave none (support is told). */
  | { status: 'fulfilled'; orderId: string; member: Member; newMember: boolean; heldForSupport: boolean }
  | { status: 'already-fulfilled'; orderId: string }
  | { status: 'not-paid' }
  /** Cancelled, so never to be paid: nothing was charged. */
  | { status: 'canceled' }
  | { status: 'unknown-checkout' }
  | { status: 'amount-mismatch' };

/** A new member's password and its slow hash, made before the transaction, so no pooled connection waits on hashing. */
export interface NewLogin {
  password: string;
  passwordHash: string;
}

/** Logins being prepared, by payment intent (Pay, the success page and the recovery may all ask); on globalThis, as
 * Next.js may load this module once per route. */
const PREPARING = Symbol.for('24-hour-reset.logins-preparing');
type Preparing = Map<string, Promise<NewLogin | null>>;
const preparing: Preparing = ((globalThis as { [PREPARING]?: Preparing })[PREPARING] ??= new Map());

/** The login a new buyer will get: null when the order exists already or the address has an account. */
export function prepareLogin(db: Queryable, intent: PaymentIntentState): Promise<NewLogin | null> {
  let login = preparing.get(intent.id);
  if (!login) {
    login = (async () => {
      if (intent.status !== 'succeeded' || (await findOrder(db, intent.id))) return null;
      const checkout = await findCheckout(db, intent.id);
      if (!checkout || (await findMemberByEmail(db, checkout.email))) return null;
      const password = generatePassword();
      return { password, passwordHash: await hashPassword(password) };
    })().finally(() => preparing.delete(intent.id));
    preparing.set(intent.id, login);
  }
  return login;
}

async function createMemberFor(
  tx: Queryable,
  email: string,
  login: NewLogin | null,
): Promise<{ member: Member; password: string }> {
  // The account seen before the transaction is gone (erased by support meanwhile): the next attempt makes a login.
  if (!login) throw new Error(`No login was prepared for ${email}; fulfilment will be tried again.`);
  for (let attempt = 0; attempt < 10; attempt++) {
    const member = await insertMember(tx, {
      username: usernameFromEmail(email),
      email,
      passwordHash: login.passwordHash,
    });
    if (member) return { member, password: login.password };
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

/** Fulfils one paid checkout once, keyed by its payment intent in one transaction: later calls change nothing. */
export async function fulfilPayment(
  db: Database,
  intent: PaymentIntentState,
  options: { sessionSecret: string },
): Promise<FulfilOutcome> {
  if (intent.status !== 'succeeded') return { status: intent.status === 'canceled' ? 'canceled' : 'not-paid' };
  const login = await prepareLogin(db, intent);
  return db.transaction((tx) => fulfilInTransaction(tx, intent, { ...options, login }));
}

/** fulfilPayment in the caller's transaction (a webhook's), with the login made before it. A payment for an account
 * support closed is recorded and held for support, and reopens nothing. */
export async function fulfilInTransaction(
  tx: Queryable,
  intent: PaymentIntentState,
  options: { sessionSecret: string; login: NewLogin | null },
): Promise<FulfilOutcome> {
  if (intent.status !== 'succeeded') return { status: 'not-paid' };
  await lockPaymentIntent(tx, intent.id);
  const existing = await findOrder(tx, intent.id);
  if (existing) return { status: 'already-fulfilled', orderId: existing.id };

  const checkout = await findCheckout(tx, intent.id);
  if (!checkout) return { status: 'unknown-checkout' };
  if (!samePrice(intent, checkout)) {
    console.error(`payments: ${intent.id} paid an amount other than its checkout's; not fulfilled.`);
    return { status: 'amount-mismatch' };
  }

  let member = await findMemberByEmail(tx, checkout.email);
  let password: string | null = null;
  if (!member) {
    try {
      ({ member, password } = await createMemberFor(tx, checkout.email, options.login));
    } catch (error) {
      if (!(error instanceof MemberExistsError)) throw error;
      member = error.member;
    }
  }
  // A new purchase restores access that a refund or dispute withdrew; support's withdrawal stays.
  const { heldBySupport } = await reopenAfterPayment(tx, member.id);

  const { email, amountCents, currency, discountCode, discountCents } = checkout;
  const paymentIntentId = intent.id;
  const orderId = await insertOrder(tx, {
    paymentIntentId,
    memberId: member.id,
    email,
    amountCents,
    currency,
    heldForSupport: heldBySupport,
    discountCode,
  });
  const order = { orderId, paymentIntentId, username: member.username, amountCents, currency };
  const discount = discountCode && discountCents ? { discountCode, discountCents } : {};
  if (heldBySupport) {
    await enqueueEmail(tx, {
      kind: 'payment_held',
      recipient: (await getSupportContact()).supportEmail,
      dedupeKey: `payment_held:${intent.id}`,
      payload: { ...order, email },
    });
  }
  await keepCredentials(tx, { paymentIntentId, memberId: member.id, password, sessionSecret: options.sessionSecret });
  await enqueueEmail(tx, {
    kind: 'order_confirmation',
    recipient: email,
    dedupeKey: `order_confirmation:${intent.id}`,
    payload: {
      ...order,
      ...discount,
      orderedAt: new Date().toISOString(),
      newMember: password !== null,
      accessHeld: heldBySupport,
    },
  });
  // Welcome only to an account that can sign in.
  if (!heldBySupport) {
    await enqueueEmail(tx, {
      kind: 'welcome',
      recipient: email,
      dedupeKey: `welcome:${intent.id}`,
      payload: { username: member.username },
    });
  }
  return { status: 'fulfilled', orderId, member, newMember: password !== null, heldForSupport: heldBySupport };
}

export type WithdrawOutcome = 'revoked' | 'kept' | 'unknown-order';

/** A refund or dispute: marks the order and, unless another paid order remains, withdraws access and tells the buyer once. */
export async function withdrawAccess(
  tx: Queryable,
  paymentIntentId: string,
  reason: 'refunded' | 'disputed',
): Promise<WithdrawOutcome> {
  const marked = await markOrder(tx, paymentIntentId, reason);
  if (!marked) return 'unknown-order';
  if (marked.otherPaidOrders > 0) return 'kept';
  await markRevoked(tx, marked.memberId, 'payment');
  await endAllSessions(tx, marked.memberId);
  const member = await findMemberById(tx, marked.memberId);
  if (member) {
    await enqueueEmail(tx, {
      kind: 'access_withdrawn',
      recipient: member.email,
      dedupeKey: `access_withdrawn:${paymentIntentId}`,
      payload: { username: member.username, reason },
    });
  }
  return 'revoked';
}
