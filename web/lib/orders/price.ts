import 'server-only';

import { checkoutSummaryQuery, fetchContent } from '../content';
import { toMinorUnits } from '../money';
import type { Price } from './checkout';

/** The price the server charges: the product document's, in minor units. */
export async function currentPrice(): Promise<Price> {
  const product = await fetchContent(checkoutSummaryQuery, { tags: ['product'] });
  if (!product) throw new Error('The product document is missing; cannot price a checkout.');
  return { amountCents: toMinorUnits(product.price), currency: product.currency.toLowerCase() };
}
