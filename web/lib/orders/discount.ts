import type { Price } from '../money';

/** A code as editors write it in the studio (studio/schemaTypes/documents/discount-code.ts). */
export interface DiscountCode {
  code: string;
  discountType: 'percent' | 'amount';
  /** Percent off, or an amount off in the product's currency. */
  value: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  active: boolean | null;
}

/** Stripe's smallest charge in euro: no code takes the price below it. */
export const MIN_CHARGE_CENTS = 50;

/** Codes are matched as written in capitals: "friend10" is FRIEND10. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

export type CodeRefusal = 'unknown' | 'inactive' | 'expired' | 'used-up';

export type AppliedCode = { code: string; cents: number };

export type Discounted =
  { ok: true; price: Price; discount: AppliedCode; maxUses: number | null } | { ok: false; refusal: CodeRefusal };

/** What `code` takes off a price of `amountCents`, before the minimum charge is kept. */
export function centsOff(amountCents: number, code: Pick<DiscountCode, 'discountType' | 'value'>): number {
  return Math.round(code.discountType === 'percent' ? (amountCents * code.value) / 100 : code.value * 100);
}

/** The price with `code` taken off at `now`, or why it does not apply; `uses` counts the payments that used it. */
export function applyCode(price: Price, code: DiscountCode | null, now: Date, uses: number): Discounted {
  const refuse = (refusal: CodeRefusal) => ({ ok: false, refusal }) as const;
  if (!code) return refuse('unknown');
  // Before its start a code is not in use yet, as a withdrawn one is not.
  if (!code.active || (code.startsAt && now < new Date(code.startsAt))) return refuse('inactive');
  if (code.endsAt && now >= new Date(code.endsAt)) return refuse('expired');
  if (code.maxUses != null && uses >= code.maxUses) return refuse('used-up');
  const cents = Math.max(0, Math.min(centsOff(price.amountCents, code), price.amountCents - MIN_CHARGE_CENTS));
  const discounted = { ...price, amountCents: price.amountCents - cents };
  return { ok: true, price: discounted, discount: { code: code.code, cents }, maxUses: code.maxUses };
}
