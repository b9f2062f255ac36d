import 'server-only';

import { createHash } from 'node:crypto';

import {
  erasePendingCredentials,
  findCheckout,
  findPendingCredentials,
  insertCheckout,
  paidCheckoutExists,
} from '../db/orders';
import type { Queryable } from '../db/types';
import { toMinorUnits } from '../money';
import type { PaymentsProvider } from '../payments/types';
import { CREDENTIALS_PURPOSE } from './fulfil';
import { openText } from './sealed-text';

export interface Price {
  amountCents: number;
  /** ISO 4217, lower case as payment providers use it. */
  currency: string;
}

/** What the browser's sealed checkout cookie holds. */
export interface CheckoutBrowser {
  /** Long-lived per browser: proves which browser created a payment. */
  browserKey: string;
  /** Changes after each completed purchase: one idempotency key per checkout attempt. */
  attempt: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type StartCheckoutResult =
  { ok: true; clientSecret: string; paymentIntentId: string } | { ok: false; reason: 'amount-mismatch' };

/**
 * Creates the payment intent for the price the server holds. A client amount
 * other than the current price is refused, and nothing is charged.
 */
export async function startCheckout(
  db: Queryable,
  payments: PaymentsProvider,
  request: { amount: number; email: string; price: Price; browser: CheckoutBrowser },
): Promise<StartCheckoutResult> {
  if (toMinorUnits(request.amount) !== request.price.amountCents) return { ok: false, reason: 'amount-mismatch' };
  const { amountCents, currency } = request.price;
  const idempotencyKey = `checkout:${request.browser.attempt}:${sha256(request.email.toLowerCase()).slice(0, 24)}:${amountCents}`;
  const intent = await payments.createIntent({ amountCents, currency, email: request.email, idempotencyKey });
  await insertCheckout(db, {
    paymentIntentId: intent.id,
    email: request.email,
    amountCents,
    currency,
    browserKeyHash: sha256(request.browser.browserKey),
  });
  return { ok: true, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

/** Whether this browser created that payment intent. */
export async function createdByBrowser(db: Queryable, paymentIntentId: string, browserKey: string | undefined) {
  if (!browserKey) return false;
  const checkout = await findCheckout(db, paymentIntentId);
  return checkout !== undefined && checkout.browserKeyHash === sha256(browserKey);
}

/** Whether this browser paid, with that e-mail address, for an order that still stands. */
export async function paidFromBrowser(db: Queryable, browserKey: string | undefined, email: string) {
  if (!browserKey) return false;
  return paidCheckoutExists(db, { browserKeyHash: sha256(browserKey), email });
}

export type CredentialsResult =
  | { status: 'ready'; username: string; password: string }
  | { status: 'existing-account' }
  | { status: 'pending' }
  | { status: 'expired' };

/**
 * What the success page may show the browser that paid (the caller checks
 * that): a new member's username and password, within the window only. A
 * purchase with an address that already had an account shows nothing of that
 * account: its owner signs in through the link e-mailed to the address.
 */
export async function readCredentials(
  db: Queryable,
  paymentIntentId: string,
  sessionSecret: string,
): Promise<CredentialsResult> {
  const pending = await findPendingCredentials(db, paymentIntentId);
  if (!pending) return { status: 'pending' };
  if (pending.expired) {
    await erasePendingCredentials(db);
    return { status: 'expired' };
  }
  if (!pending.passwordCiphertext) return { status: 'existing-account' };
  const password = openText(pending.passwordCiphertext, sessionSecret, CREDENTIALS_PURPOSE);
  // Sealed under a SESSION_SECRET that has since been rotated: it can never be shown.
  if (password === null) return { status: 'expired' };
  return { status: 'ready', username: pending.username, password };
}
