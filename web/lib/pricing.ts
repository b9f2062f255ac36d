import { formatPrice } from './money';

export interface PricedProduct {
  /** The launch price while the offer runs; the only price when there is no offer. */
  price: number;
  currency: string;
  /** The price once the offer ends, and the reference struck through while it runs. */
  regularPrice?: number | null;
  /** ISO 8601 moment the launch price ends. */
  offerEndsAt?: string | null;
  /** The lowest price applied in the 30 days before the reduction began. */
  lowestPrice30Days?: number | null;
}

export interface PriceNow {
  amount: number;
  currency: string;
  /** "€9.90" */
  label: string;
  /** Set while a reduction is announced: the reference struck through, the saving and the prior price. */
  reduction: {
    regular: string;
    saving: string;
    percent: number;
    lowest30Days: string;
    endsAt: string;
  } | null;
  /** When this price stops applying (the offer's end), or null when nothing is scheduled to change. */
  changesAt: string | null;
}

/**
 * What the programme costs now: every page and the server's charge call this,
 * so they move to the regular price together when the offer ends.
 */
export function currentPrice(product: PricedProduct, now: Date): PriceNow {
  const { currency } = product;
  const end = product.offerEndsAt ? Date.parse(product.offerEndsAt) : Number.NaN;
  const regular = product.regularPrice ?? null;
  const hasOffer = regular !== null && !Number.isNaN(end);
  const running = hasOffer && now.getTime() < end;
  const amount = hasOffer && !running ? regular : product.price;
  const reduces = running && regular > amount && (product.lowestPrice30Days ?? 0) > 0;
  const savingCents = reduces ? Math.round(regular * 100) - Math.round(amount * 100) : 0;

  return {
    amount,
    currency,
    label: formatPrice(amount, currency),
    reduction: reduces
      ? {
          regular: formatPrice(regular, currency),
          saving: formatPrice(savingCents / 100, currency),
          percent: Math.round((savingCents / Math.round(regular * 100)) * 100),
          lowest30Days: formatPrice(product.lowestPrice30Days ?? regular, currency),
          endsAt: product.offerEndsAt ?? '',
        }
      : null,
    changesAt: running ? (product.offerEndsAt ?? null) : null,
  };
}
