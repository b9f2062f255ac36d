// What the server in front of the app (scripts/serve.mjs) and the app must agree on, in plain
// JavaScript: that server loads it without a build.
import { isIPv6 } from 'node:net';

/** Every request body's bound: the largest the site takes (a signed webhook, a contact message) is a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024;

export const TOO_LARGE_ERROR = 'Request body is too large.';

/** The cookie a successful sign-in leaves (web/lib/auth/known-device.ts), `__Host-` prefixed over HTTPS. */
export const KNOWN_DEVICE_COOKIE = 'reset_known_device';

/** Where the server asks its own process to catch up with content revalidations, with its token in the header. */
export const CATCH_UP_PATH = '/api/revalidate/catch-up';
export const CATCH_UP_TOKEN_HEADER = 'x-content-catch-up';

/**
 * Posts per client address per window to each public form: several times what one person
 * sends, so a household behind one address does not reach it, while a bot fills no table.
 */
export const FORM_LIMITS = /** @type {const} */ ({
  windowSeconds: 10 * 60,
  contact: 5,
  subscribe: 10,
  waitlist: 10,
  marketingOptIn: 10,
  /** Payment intents created (POST /api/create-payment-intent). */
  checkout: 20,
  /** Payments confirmed, whatever the card said. */
  payment: 20,
  /** Discount codes tried (POST /api/discount-code): a buyer tries one or two, a guesser thousands. */
  discountCode: 10,
});

/** Sign-in-link requests per e-mail address and per client address, and uses of links per client address. */
export const SIGN_IN_LINK_LIMITS = /** @type {const} */ ({
  windowSeconds: 60 * 60,
  perEmail: 3,
  perAddress: 10,
  usesPerAddress: 10,
});

/**
 * Who counts as one client: an IPv4 address as it is, an IPv6 one by its /64, since a
 * subscriber line is given a whole /64 to rotate through. Cut to 64 characters (it is indexed).
 *
 * @param {string | undefined} address
 * @returns {string}
 */
export function clientKey(address) {
  const cut = (address || 'unknown').slice(0, 64);
  if (!isIPv6(cut)) return cut;
  const plain = cut.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  // A trailing dotted quad stands for the last two groups.
  /** @param {string | undefined} part */
  const groups = (part) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head, tail] = plain.split('::');
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
