import 'server-only';

import { findCheckout, insertCheckout } from '../db/checkouts';
import { findMemberByEmail } from '../db/members';
import type { Queryable } from '../db/types';
import { toMinorUnits, type Price } from '../money';
import type { PaymentsProvider } from '../payments/types';
import { sha256Hex } from '../tokens';
import type { AppliedCode } from './discount';

/** What the browser's sealed checkout cookie holds. */
export interface CheckoutBrowser {
  /** Long-lived per browser: proves which browser created a payment. */
  browserKey: string;
  /** Changes after each completed purchase: one idempotency key per checkout attempt. */
  attempt: string;
}

export type CreateCheckoutResult =
  | { ok: true; clientSecret: string; paymentIntentId: string }
  | { ok: false; reason: 'amount-mismatch'; price: Price }
  | { ok: false; reason: 'has-access' };

/**
 * A payment intent at the server's price (less `discount`, already taken off `price`), bound to the browser. Another
 * amount is refused with the price, for the buyer to see; so is an address with access (it signs in, not pays twice).
 */
export async function createCheckout(
  db: Queryable,
  payments: PaymentsProvider,
  request: { amount: number; email: string; price: Price; discount?: AppliedCode | null; browser: CheckoutBrowser },
): Promise<CreateCheckoutResult> {
  if (toMinorUnits(request.amount) !== request.price.amountCents) {
    return { ok: false, reason: 'amount-mismatch', price: request.price };
  }
  if (await findMemberByEmail(db, request.email, true)) return { ok: false, reason: 'has-access' };
  const { amountCents, currency } = request.price;
  const { email, discount } = request;
  const discountCode = discount?.code;
  const idempotencyKey = `checkout:${request.browser.attempt}:${sha256Hex(email.toLowerCase()).slice(0, 24)}:${amountCents}:${discountCode ?? ''}`;
  const intent = await payments.createIntent({ amountCents, currency, email, idempotencyKey, discountCode });
  await insertCheckout(db, {
    paymentIntentId: intent.id,
    email,
    amountCents,
    currency,
    browserKeyHash: sha256Hex(request.browser.browserKey),
    discountCode: discountCode ?? null,
    discountCents: discount?.cents ?? null,
  });
  return { ok: true, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

/** The checkout of `paymentIntentId` if this browser (its key) created it. */
export async function checkoutOfBrowser(db: Queryable, paymentIntentId: string, browserKey: string | undefined) {
  if (!browserKey) return undefined;
  const checkout = await findCheckout(db, paymentIntentId);
  return checkout?.browserKeyHash === sha256Hex(browserKey) ? checkout : undefined;
}
