/** What a buyer reads out to support, "RST-3F9A-1C2B": derived from the order's id, which support finds by that prefix. */
export function orderNumber(orderId: string): string {
  const hex = orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
  return `RST-${hex.slice(0, 4)}-${hex.slice(4, 8)}`;
}

/** The VAT included in a gross amount, in minor units. */
export function includedVatCents(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}
