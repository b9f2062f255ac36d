/**
 * Posts per client address per window to each public form. Each is several
 * times what one person sends (one message, one sign-up; a checkout or two,
 * a declined card tried again), so a household or office behind one address
 * does not reach it; past it a bot fills no table, creates no payment and
 * learns nothing from the answers (subscribe's 409 tells whether an address is
 * subscribed). Counted durably by the app (./rate-limit.ts), and by the server
 * in front of the app before a query (scripts/lib/admission.mjs).
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
});

/**
 * Requests for an e-mailed sign-in link: a few per address per hour (a member
 * who did not find the first one asks again; nobody's inbox gets flooded), and
 * per client address enough for a household, not for a sweep of addresses.
 */
export const SIGN_IN_LINK_LIMITS = /** @type {const} */ ({
  windowSeconds: 60 * 60,
  perEmail: 3,
  perAddress: 10,
  /** Uses of a link (each sets a password) per client address: a link works once, so a few allow for a retry. */
  usesPerAddress: 10,
});
