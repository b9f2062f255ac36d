import 'server-only';

import { checkoutMessages } from '../messages/storefront';
import { formatPrice, type Price } from '../money';
import type { PayResult } from '../orders/purchase';
import { jsonError } from './json';

const PRIVATE = { 'Cache-Control': 'no-store' };

/** The checkout's 409 when the buyer saw another price than today's: nothing is charged, and the new price is named. */
export function priceChanged({ amountCents, currency }: Price): Response {
  const amount = amountCents / 100;
  const label = formatPrice(amount, currency.toUpperCase());
  return jsonError(409, checkoutMessages.priceChanged(label).description, PRIVATE, {
    reason: 'price-changed',
    price: { amount, label },
  });
}

/** What pressing Pay answers: where the payment stands, or why nothing was charged. */
export function payAnswer(result: PayResult): Response {
  if (result.ok) {
    const { ok: _, ...answer } = result;
    return Response.json(answer, { headers: PRIVATE });
  }
  if (result.status === 409) return priceChanged(result.price);
  return jsonError(result.status, result.error, PRIVATE);
}
