import { formatPrice } from '../money';
import { currentPrice, type PricedProduct, type PriceNow } from '../pricing';

/*
 * Numbers stated once. A figure the product document holds (the price, the
 * refund window, the donation and the climate share) is never typed into copy:
 * editors write a placeholder such as {price} and the site fills it in from
 * the field, so changing the field changes every sentence that states it, and
 * the sentences move to the regular price with everything else when the offer
 * ends.
 */

/** The placeholders an editor may write, and what each stands for. */
export const FIGURE_PLACEHOLDERS = {
  price: 'the price in force: the launch price while the offer runs, then the regular price',
  regularPrice: 'the regular price (the price once the offer ends)',
  guaranteeDays: 'the money-back guarantee’s refund window, in days',
  donation: 'the donation each purchase makes, e.g. $1',
  climateShare: 'the share of the price given to climate projects, e.g. 0.5%',
  climateAmount: 'that share of the price in force, e.g. EUR 0.05',
} as const;

export type FigureName = keyof typeof FIGURE_PLACEHOLDERS;
export type Figures = Record<FigureName, string>;

/** The product fields the figures come from. */
export interface FigureFields extends PricedProduct {
  guaranteeDays: number | null;
  donationPerPurchase: string | null;
  climateSharePercent: number | null;
}

const PLACEHOLDER_SOURCE = `\\{(${Object.keys(FIGURE_PLACEHOLDERS).join('|')})\\}`;
const PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE, 'g');
const ANY_PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE);

/** Every figure's text, for the price in force. */
export function figuresOf(fields: FigureFields, price: PriceNow = currentPrice(fields, new Date())): Figures {
  const share = fields.climateSharePercent ?? 0;
  const climateCents = Math.round(price.amount * share);
  return {
    price: price.label,
    regularPrice: formatPrice(fields.regularPrice ?? price.amount, fields.currency),
    guaranteeDays: String(fields.guaranteeDays ?? ''),
    donation: fields.donationPerPurchase ?? '',
    climateShare: `${share.toLocaleString('en-IE')}%`,
    climateAmount: `${fields.currency} ${(climateCents / 100).toFixed(2)}`,
  };
}

/** Whether any string inside `value` holds a placeholder (so the figures need reading at all). */
export function hasPlaceholders(value: unknown): boolean {
  if (typeof value === 'string') return ANY_PLACEHOLDER.test(value);
  if (Array.isArray(value)) return value.some(hasPlaceholders);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasPlaceholders);
  return false;
}

/** `value` with every placeholder in every string (Portable Text spans included) replaced by its figure. */
export function fillFigures<T>(value: T, figures: Figures): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (_match, name: FigureName) => figures[name]) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFigures(item, figures)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFigures(item, figures)])) as T;
  }
  return value;
}
