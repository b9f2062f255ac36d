import 'server-only';

import { z } from 'zod';

import { erasePendingCredentials, findPendingCredentials, insertPendingCredentials } from '../db/pending-credentials';
import type { Queryable } from '../db/types';
import { seal, unseal } from '../tokens';

/** How long the success page may show a new member's password. */
export const CREDENTIALS_WINDOW_SECONDS = 30 * 60;

/** Its field is found in no other seal of the site. */
const pendingPasswordSeal = z.object({ pendingPassword: z.string() });

/**
 * Keeps what the success page will show: a new member's password sealed under
 * SESSION_SECRET (a copy of the database alone reveals nothing), or nothing for
 * an address that had an account.
 */
export async function keepCredentials(
  tx: Queryable,
  pending: { paymentIntentId: string; memberId: string; password: string | null; sessionSecret: string },
): Promise<void> {
  const sealedPassword = pending.password
    ? await seal({ pendingPassword: pending.password }, pending.sessionSecret, CREDENTIALS_WINDOW_SECONDS)
    : null;
  await insertPendingCredentials(tx, {
    paymentIntentId: pending.paymentIntentId,
    memberId: pending.memberId,
    sealedPassword,
    expiresAt: new Date(Date.now() + CREDENTIALS_WINDOW_SECONDS * 1000),
  });
}

export type CredentialsResult =
  | { status: 'ready'; username: string; password: string }
  | { status: 'existing-account' }
  | { status: 'held' }
  | { status: 'processing' }
  | { status: 'expired' };

/**
 * What the success page may show the browser that paid (the caller checks
 * that): a new member's username and password, within the window only.
 * Nothing of an account that existed: its owner signs in by the e-mailed link.
 */
export async function readCredentials(
  db: Queryable,
  paymentIntentId: string,
  sessionSecret: string,
): Promise<CredentialsResult> {
  const pending = await findPendingCredentials(db, paymentIntentId);
  if (!pending) return { status: 'processing' };
  if (pending.heldForSupport) return { status: 'held' };
  if (pending.expired) {
    await erasePendingCredentials(db);
    return { status: 'expired' };
  }
  if (!pending.sealedPassword) return { status: 'existing-account' };
  const opened = await unseal(pending.sealedPassword, pendingPasswordSeal, sessionSecret, CREDENTIALS_WINDOW_SECONDS);
  // Sealed under a rotated SESSION_SECRET.
  if (!opened) return { status: 'expired' };
  return { status: 'ready', username: pending.username, password: opened.pendingPassword };
}
