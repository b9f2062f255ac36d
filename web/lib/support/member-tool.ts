import 'server-only';

import { generatePassword, hashPassword } from '../auth/password';
import { endAllSessions } from '../auth/session-token';
import { mailSignInLink } from '../auth/sign-in-link';
import {
  clearRevoked,
  findMemberByUsernameOrEmail,
  markRevoked,
  setPasswordHash,
  insertMember,
  type MemberRecord,
} from '../db/members';
import { noteOnOrders, ordersOfMember, type OrderRecord } from '../db/orders';
import type { Database, Queryable } from '../db/types';

// `npm run member`: one transaction each, needing no secret (nothing here seals). Support never sees
// a password: the member is e-mailed a sign-in link.

/** A refusal support can act on; the tool prints its message as it is. */
export class SupportError extends Error {
  override name = 'SupportError';
}

export interface MemberSummary {
  member: MemberRecord;
  orders: OrderRecord[];
}

async function memberOrFail(db: Queryable, ref: string): Promise<MemberRecord> {
  const member = await findMemberByUsernameOrEmail(db, ref);
  if (!member) throw new SupportError(`No member has the username or e-mail address ${ref}.`);
  return member;
}

export async function findMember(db: Queryable, ref: string): Promise<MemberSummary | undefined> {
  const member = await findMemberByUsernameOrEmail(db, ref);
  return member && { member, orders: await ordersOfMember(db, member.id) };
}

/** Opens an account nobody knows the password of and e-mails its owner a sign-in link to choose one. */
export async function createAccount(db: Database, details: { username: string; email: string }) {
  const passwordHash = await hashPassword(generatePassword());
  return db.transaction(async (tx) => {
    const taken = await findMemberByUsernameOrEmail(tx, details.username);
    if (taken) throw new SupportError(`The username ${details.username} is taken (by ${taken.email}).`);
    const owner = await findMemberByUsernameOrEmail(tx, details.email);
    if (owner) throw new SupportError(`${details.email} already has an account: ${owner.username}.`);
    const member = await insertMember(tx, { ...details, passwordHash });
    if (!member) throw new SupportError(`The username or e-mail address was taken a moment ago; try again.`);
    await mailSignInLink(tx, member, 'new-account');
    return member;
  });
}

function withdrawnBecause(summary: MemberSummary): string {
  const ended = summary.orders.filter((order) => order.status !== 'paid');
  const why = ended.length
    ? ended.map((order) => `order ${order.paymentIntentId} ${order.status}`).join(', ')
    : 'revoked by support';
  return `${summary.member.username}'s access was withdrawn on ${summary.member.revokedAt?.toISOString().slice(0, 10)} (${why})`;
}

/** Ends the password and every session and e-mails a sign-in link; never reopens withdrawn access (that is `restore`). */
export async function resetPassword(db: Database, ref: string) {
  const passwordHash = await hashPassword(generatePassword());
  return db.transaction(async (tx) => {
    const member = await memberOrFail(tx, ref);
    if (member.revokedAt) {
      const summary = { member, orders: await ordersOfMember(tx, member.id) };
      throw new SupportError(
        `${withdrawnBecause(summary)}. reset-password leaves it withdrawn and changed nothing; ` +
          `if access should come back, run: npm run member -- restore ${member.username} "<why>"`,
      );
    }
    await setPasswordHash(tx, member.id, passwordHash);
    const sessionsEnded = await endAllSessions(tx, member.id);
    await mailSignInLink(tx, member, 'password-reset');
    return { member, sessionsEnded };
  });
}

export async function revokeAccess(db: Database, ref: string, reason: string) {
  return db.transaction(async (tx) => {
    const member = await memberOrFail(tx, ref);
    await markRevoked(tx, member.id, 'support');
    const sessionsEnded = await endAllSessions(tx, member.id);
    const ordersNoted = await noteOnOrders(tx, member.id, `access revoked by support: ${reason}`);
    return { member, alreadyRevoked: member.revokedAt !== null, sessionsEnded, ordersNoted };
  });
}

export async function restoreAccess(db: Database, ref: string, reason: string) {
  return db.transaction(async (tx) => {
    const member = await memberOrFail(tx, ref);
    if (!member.revokedAt) return { member, restored: false, ordersNoted: 0 };
    await clearRevoked(tx, member.id);
    const ordersNoted = await noteOnOrders(tx, member.id, `access restored by support: ${reason}`);
    return { member, restored: true, ordersNoted };
  });
}
