import { ApiError } from '@/lib/api-client';

/** The price the server charges now, as a refused checkout or payment states it. */
export interface ChargedPrice {
  amount: number;
  label: string;
}

/** The price a 409 names when the amount the buyer saw is not the price charged now; null for any other refusal. */
export function changedPrice(error: unknown): ChargedPrice | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.details.reason !== 'price-changed') return null;
  const price = error.details.price as Partial<ChargedPrice> | undefined;
  if (typeof price?.amount !== 'number' || typeof price.label !== 'string') return null;
  return { amount: price.amount, label: price.label };
}
