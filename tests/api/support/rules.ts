// The product's input rules, written from its requirements and the README's API
// contract, not from the server's code: nothing here imports web/. Where a rule
// leaves a case open (how characters are counted, how long a name may be, whether
// an odd but legal address is accepted) the verdict is "unsure" and either answer
// passes; what the rules do settle, the server must do.

/**
 * An answer the oracle allows: a status, and for a refusal the message it must carry (any
 * when undefined) and the fields it carries besides (none when undefined).
 */
export interface Outcome {
  status: number;
  message?: string;
  details?: Record<string, unknown>;
}

/** A rule's verdict on one value, with the reason shown when a test fails. */
export type Check =
  { verdict: 'ok' } | { verdict: 'bad'; why: string; refusals: Outcome[] } | { verdict: 'unsure'; why: string };

export const ok: Check = { verdict: 'ok' };
export const bad = (why: string, message?: string, statuses: number[] = [400]): Check => ({
  verdict: 'bad',
  why,
  refusals: statuses.map((status) => ({ status, message })),
});
export const unsure = (why: string): Check => ({ verdict: 'unsure', why });

/** The product's fixed validation messages: users see them word for word, so they are pinned. */
export const SPEC_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  username: 'Username is required',
  password: 'Password is required',
} as const;

const ASCII_SPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
/** Spaces around a value are never part of it (HTML strips them from every text and e-mail input). */
export const stripSpaces = (text: string) => text.replace(ASCII_SPACE, '');

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/**
 * The fewest characters a person could say a text has: graphemes, without any
 * spaces around it (Unicode's, not only ASCII's) or invisible controls and format marks.
 */
export const visibleLength = (text: string) =>
  [...graphemes.segment(text.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(/^\p{White_Space}+|\p{White_Space}+$/gu, ''))]
    .length;
/** The most characters any count could find once the spaces around it are gone: UTF-16 units. */
export const generousLength = (text: string) => stripSpaces(text).length;

/**
 * A text of at least `min` characters. Too short on every count is refused with
 * the fixed message; long enough on every count (and no longer than `saneMax`,
 * which no product would refuse) is accepted; in between either answer passes.
 */
export function minLengthText(value: unknown, label: string, min: number, message?: string, saneMax = 60): Check {
  if (typeof value !== 'string') return bad(`${label} is missing or not text`, message);
  if (generousLength(value) < min) return bad(`${label} is shorter than ${min} characters`, message);
  if (visibleLength(value) >= min && value.trim().length <= saneMax) return ok;
  return unsure(`${label} is ${min} characters or more only on some counts, or longer than ${saneMax}`);
}

/** HTML's "valid e-mail address" (the forms' inputs are type=email): a value that fails it is no address. */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** An address every mail system takes: plain local part, dotted domain, a top-level domain of letters. */
const PLAIN_EMAIL = /^[a-z0-9]+(?:[._+-][a-z0-9]+)*@(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]{2,}$/i;
/** RFC 5321: no address is longer. */
const MAX_EMAIL_LENGTH = 254;

export function email(value: unknown, label = 'email'): Check {
  if (typeof value !== 'string') return bad(`${label} is missing or not text`, SPEC_MESSAGES.email);
  const loose = value.trim();
  if (!HTML_EMAIL.test(loose) || loose.length > MAX_EMAIL_LENGTH) {
    return bad(`${label} is not an e-mail address`, SPEC_MESSAGES.email);
  }
  const strict = stripSpaces(value);
  if (PLAIN_EMAIL.test(strict) && strict.length <= MAX_EMAIL_LENGTH && strict.indexOf('@') <= 64) return ok;
  return unsure(`${label} is a legal but unusual address`);
}

/** An optional field: absent is fine; null may or may not count as absent. */
export function optional(value: unknown, rule: (present: unknown) => Check): Check {
  if (value === undefined) return ok;
  if (value === null) return unsure('an optional field is null');
  return rule(value);
}

/** The key an address is known by: the same mailbox whatever its case or surrounding spaces. */
export const emailKey = (value: unknown) => String(value).trim().toLowerCase();

/** YYYY-MM-DD naming a day that exists in the Gregorian calendar; years before 1000 are left open. */
export function calendarDay(value: string): 'real' | 'not a day' | 'unsure' {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'not a day';
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (days === undefined || day < 1 || day > days) return 'not a day';
  return year < 1000 ? 'unsure' : 'real';
}

/** The fields a route's body may carry; anything else is open (the contract neither allows nor forbids it). */
export function extraFields(body: Record<string, unknown>, known: readonly string[]): Check {
  const extra = Object.keys(body).filter((key) => !known.includes(key));
  return extra.length ? unsure(`extra fields ${JSON.stringify(extra).slice(0, 80)}`) : ok;
}

/** What a route may answer, and why. */
export interface Expectation {
  outcomes: Outcome[];
  why: string[];
}

/**
 * Validation first, then the route's own rules (README: bad input is answered
 * 400 with the failed rule's message before anything else happens). Any field
 * certainly bad: one of their refusals. Otherwise `accepted`, or, with a field
 * the rules leave open, a 400 as well.
 */
export function expectFrom(checks: Check[], accepted: Expectation): Expectation {
  const bads = checks.filter((check) => check.verdict === 'bad');
  const unsures = checks.filter((check) => check.verdict === 'unsure');
  const why = [...bads, ...unsures].map((check) => check.why);
  if (bads.length) {
    const refusals = bads.flatMap((check) => check.refusals);
    // A field the rules leave open may be the one the server names.
    const outcomes = unsures.length
      ? [...refusals.map(({ status, details }) => ({ status, details })), { status: 400 }]
      : refusals;
    return { outcomes, why };
  }
  if (unsures.length) return { outcomes: [...accepted.outcomes, { status: 400 }], why: [...why, ...accepted.why] };
  return accepted;
}
