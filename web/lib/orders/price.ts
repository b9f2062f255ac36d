import 'server-only';

import { checkoutSummaryQuery, fetchCurrentContent } from '../content';
import { toMinorUnits } from '../money';
import type { Price } from './checkout';

/**
 * The price the server charges: the product document's, in minor units. Read
 * from the content itself, never from a cache, which may have outlived the
 * webhook that withdrew a price (see docs/content.md).
 */
export async function currentPrice(): Promise<Price> {
  const product = await fetchCurrentContent(checkoutSummaryQuery);
  if (!product) throw new Error('The product document is missing; cannot price a checkout.');
  return { amountCents: toMinorUnits(product.price), currency: product.currency.toLowerCase() };
}
