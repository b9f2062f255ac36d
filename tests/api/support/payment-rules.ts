// The checkout's rules, written out by hand from the product's requirements: the price is 9.90 EUR
// (request amount 9.9), and Stripe's public test cards keep their meaning.
import { bad, ok, unsure, type Check, type Expectation, type Outcome } from './rules';

export const PRICE = 9.9;

/**
 * Any amount other than the price: 409, nothing charged, and the price charged now, in
 * words the checkout shows and as the amount it sends next (the only amount message
 * the pages rely on).
 */
export const PRICE_CHANGED: Outcome = {
  status: 409,
  message: 'The price is now €9.90. Check the new amount, then continue to pay it.',
  details: { reason: 'price-changed', price: { amount: PRICE, label: '€9.90' } },
};

/** An address that already has access is not charged again: 409 with these words, no payment created. */
export const HAS_ACCESS =
  'This e-mail address already has access to the programme, so there is nothing to pay. Log in, or we can e-mail you a sign-in link.';

/** The one answer to any request for a sign-in link, member or not. */
export const SIGN_IN_LINK_REQUESTED =
  'If this address has access to the programme, a sign-in link is on its way to it. The link works once, within 1 hour. Check your spam folder if it has not arrived in a few minutes.';

/** The price is checked first; an accepted amount for an address with access becomes the other 409. */
export function withAccess(expectation: Expectation, hasAccess: boolean): Expectation {
  if (!hasAccess) return expectation;
  return {
    outcomes: expectation.outcomes.map((outcome) =>
      outcome.status === 200 ? { status: 409, message: HAS_ACCESS } : outcome,
    ),
    why: [...expectation.why, 'the address already has access'],
  };
}

export const amountType = (value: unknown): Check =>
  typeof value === 'number' ? ok : bad('amount is missing or not a number');

/**
 * How an amount other than the price is refused: a plausible amount with the price
 * charged now; one no checkout would send (nothing, or more than 1000) either so or
 * as bad input.
 */
function notThePrice(amount: number): Outcome[] {
  return amount > 0 && amount <= 1000 ? [PRICE_CHANGED] : [PRICE_CHANGED, { status: 400 }];
}

/**
 * The amount as a check beside the other fields': a body wrong in two fields may be refused
 * for either, so a wrong amount is one of the refusals the server may name.
 */
export function amountValue(value: unknown): Check {
  if (typeof value !== 'number' || value === PRICE) return ok;
  if (Math.abs(value - PRICE) < 0.005) return unsure(`${value} is 9.90 to the cent`);
  return { verdict: 'bad', why: `${value} is not the price, 9.9`, refusals: notThePrice(value) };
}

/** The amount must be the price. Prices are charged in cents, so a difference under half a cent is left open. */
export function amountOutcome(amount: number): Expectation {
  if (amount === PRICE) return { outcomes: [{ status: 200 }], why: ['the amount is the price'] };
  if (Math.abs(amount - PRICE) < 0.005) {
    return { outcomes: [{ status: 200 }, PRICE_CHANGED], why: [`${amount} is 9.90 to the cent`] };
  }
  return { outcomes: notThePrice(amount), why: [`${amount} is not the price, 9.9`] };
}

/** Test mode follows Stripe's test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 and 4000 0000 0000 9995 fail with these words. */
const TEST_CARDS: Record<string, Outcome[]> = {
  '4242424242424242': [{ status: 200 }],
  '4000000000000002': [{ status: 402, message: 'Your card was declined.' }],
  '4000000000009995': [{ status: 402, message: 'Your card has insufficient funds.' }],
};
/** Any other card, an expired one, or card details that are not a card: refused, as bad input or as a decline. */
const REFUSED: Outcome[] = [{ status: 400 }, { status: 402 }];

export function cardNumberFormat(value: unknown): Check {
  if (typeof value !== 'string') return bad('cardNumber is missing or not text', undefined, [400, 402]);
  const digits = value.replace(/\D/g, '').length;
  if (/^\d+( \d+)*$/.test(value) && digits >= 13 && digits <= 19) return ok;
  if (/^[\d\s-]+$/.test(value) && digits >= 13 && digits <= 19) return unsure('cardNumber has other separators');
  return bad('cardNumber is not 13 to 19 digits', undefined, [400, 402]);
}

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/;

export function expiryFormat(value: unknown): Check {
  if (typeof value !== 'string') return bad('expiry is missing or not text', undefined, [400, 402]);
  if (/^(0[1-9]|1[0-2])\/\d{2}$/.test(value)) return ok;
  if (EXPIRY.test(value)) return unsure('expiry is MM/YY written loosely');
  return bad('expiry is not MM/YY', undefined, [400, 402]);
}

export function cvcFormat(value: unknown): Check {
  if (typeof value !== 'string') return bad('cvc is missing or not text', undefined, [400, 402]);
  if (/^\d{3,4}$/.test(value)) return ok;
  if (/^\s*\d{3,4}\s*$/.test(value)) return unsure('cvc has spaces around it');
  return bad('cvc is not 3 or 4 digits', undefined, [400, 402]);
}

/** A card is valid to the end of its expiry month; the current month is left open (time zones). */
function expiryState(value: unknown, now = new Date()): 'past' | 'current' | 'future' | 'unknown' {
  const match = typeof value === 'string' ? EXPIRY.exec(value) : null;
  if (!match) return 'unknown';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'unknown';
  const expires = (2000 + Number(match[2])) * 12 + month;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expires < current ? 'past' : expires === current ? 'current' : 'future';
}

/** What confirming a payment does once its fields are well formed. */
export function confirmOutcome(
  request: { secret: unknown; cardNumber: unknown; expiry: unknown },
  issued: { secrets: readonly string[]; paid: ReadonlySet<string> },
): Expectation {
  const { secret } = request;
  if (typeof secret !== 'string' || !issued.secrets.includes(secret)) {
    return { outcomes: [{ status: 404 }, { status: 400 }], why: ['no checkout issued this client secret'] };
  }
  const digits = typeof request.cardNumber === 'string' ? request.cardNumber.replace(/[\s-]/g, '') : '';
  const card = TEST_CARDS[digits] ?? REFUSED;
  const why = [TEST_CARDS[digits] ? `test card ${digits}` : `${digits} is not a test card that pays`];
  const expiry = expiryState(request.expiry);
  let outcomes = expiry === 'past' ? REFUSED : expiry === 'future' ? card : [...card, ...REFUSED];
  if (expiry !== 'future') why.push(`the expiry is ${expiry}`);
  if (issued.paid.has(secret.split('_secret_')[0]!)) {
    // Paid before: confirming again may answer that it is paid, whatever card is sent now.
    outcomes = [{ status: 200 }, ...outcomes];
    why.push('this payment was made before');
  }
  return { outcomes, why };
}
