/** €9.90: prices are shown the way a European buyer reads them on this site. */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency }).format(amount);
}

/** Major units to the integer minor units payment providers charge (9.9 EUR → 990). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export interface Price {
  amountCents: number;
  /** ISO 4217, lower case as payment providers use it. */
  currency: string;
}

/** Whether a charge is for that price: the same amount in the same currency. */
export function samePrice(charge: Price, price: Price): boolean {
  return charge.amountCents === price.amountCents && charge.currency.toLowerCase() === price.currency.toLowerCase();
}
