/**
 * The order number a buyer reads out to support: the first eight hex digits
 * of the order's UUID, grouped, e.g. "RST-3F9A-1C2B". Derived, not stored, so
 * every order has one; support finds the order by that prefix of its id.
 */
export function orderNumber(orderId: string): string {
  const hex = orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `RST-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/** The VAT included in a gross amount at a rate, in minor units (rounded to the cent). */
export function includedVatCents(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
