import 'server-only';

import { z } from 'zod';

import { erasePendingCredentials, findPendingCredentials, insertPendingCredentials } from '../db/pending-credentials';
import type { Queryable } from '../db/types';
import { seal, unseal } from '../tokens';

/** How long the success page may show a new member's password. */
export const CREDENTIALS_WINDOW_SECONDS = 30 * 60;

/** Its field is found in no other seal of the site. */
const pendingPasswordSeal = z.object({ pendingPassword: z.string() });

/** A new member's password for the success page, sealed under SESSION_SECRET so a database copy reveals nothing. */
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
 * For the browser that paid (the caller checks): a new member's login, within the window only;
 * nothing of an existing account, whose owner signs in by the e-mailed link.
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
