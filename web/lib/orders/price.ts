import 'server-only';

import { readCurrent, reads } from '../content';
import { toMinorUnits, type Price } from '../money';
import { currentPrice } from '../pricing';

type ReadProduct = () => Promise<Parameters<typeof currentPrice>[0] | null>;

const readProduct: ReadProduct = () => readCurrent(reads.checkoutSummary());

/**
 * The price the server charges at `now`, by the function every page shows the
 * price with. Read from the content itself, never a cache: a page may state a
 * price a second after it stopped applying (docs/caching.md), the charge never.
 */
export async function chargedPrice(now: Date = new Date(), read: ReadProduct = readProduct): Promise<Price> {
  const product = await read();
  if (!product) throw new Error('The product document is missing; cannot price a checkout.');
  const { amount, currency } = currentPrice(product, now);
  return { amountCents: toMinorUnits(amount), currency: currency.toLowerCase() };
}
