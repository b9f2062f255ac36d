// In-memory token buckets in front of the app, so a flood costs it no query, render or hash;
// who may post is decided by the durable limits (web/lib/http/rate-limit.ts).
import { FORM_LIMITS, KNOWN_DEVICE_COOKIE, SIGN_IN_LINK_LIMITS } from '../../web/lib/http/door.mjs';

/**
 * @typedef {{ burst: number, perSecond: number }} Budget
 * @typedef {{ perClient: Budget, together?: Budget, signIn?: boolean }} Admission
 */

const perWindow = (count, seconds) => ({ burst: count, perSecond: count / seconds });

/** A household's sign-ins from one address, many times over. */
const SIGN_IN = { perClient: { burst: 20, perSecond: 2 }, signIn: true };

/** A public form: each client at its durable limit's rate, all clients together at a share far above what people send. */
const form = (limit, share) => ({
  perClient: perWindow(limit, FORM_LIMITS.windowSeconds),
  together: perWindow(share, FORM_LIMITS.windowSeconds),
});

/** A page rendered for each request: a visitor opens it a few times (and the router fetches it ahead). */
const RENDERED_PAGE = { perClient: { burst: 30, perSecond: 0.5 } };

/** @type {Map<string, Admission>} A HEAD is admitted as its GET. */
export const ADMISSIONS = new Map([
  ['POST /api/login', SIGN_IN],
  ['POST /api/sign-in-link', SIGN_IN],
  [
    'POST /api/sign-in-link/request',
    { perClient: perWindow(SIGN_IN_LINK_LIMITS.perAddress, SIGN_IN_LINK_LIMITS.windowSeconds) },
  ],
  ['POST /api/contact', form(FORM_LIMITS.contact, 100)],
  ['POST /api/subscribe', form(FORM_LIMITS.subscribe, 200)],
  ['POST /api/waitlist', form(FORM_LIMITS.waitlist, 200)],
  ['POST /api/marketing-optin', form(FORM_LIMITS.marketingOptIn, 200)],
  ['POST /api/discount-code', form(FORM_LIMITS.discountCode, 200)],
  // A launch's buyers, several a second for minutes, go through: refusing one of them costs a sale.
  ['POST /api/create-payment-intent', form(FORM_LIMITS.checkout, 600)],
  ['POST /api/test-payments/confirm', { perClient: perWindow(FORM_LIMITS.payment, FORM_LIMITS.windowSeconds) }],
  ['POST /api/payments/confirm', { perClient: perWindow(FORM_LIMITS.payment, FORM_LIMITS.windowSeconds) }],
  ['GET /checkout', RENDERED_PAGE],
  ['GET /sign-in', RENDERED_PAGE],
]);

const knownDeviceCookie = new RegExp(`(?:^|;)\\s*(?:__Host-)?${KNOWN_DEVICE_COOKIE}=[^;\\s]`);

/** Buckets kept at most; past it the one used longest ago is forgotten, which only ever lets a client in sooner. */
const MAX_BUCKETS = 20_000;

/** Takes a token if there is one; else says in how many whole seconds there will be. */
function take(state, { burst, perSecond }, now) {
  state.tokens = Math.min(burst, state.tokens + ((now - state.at) / 1000) * perSecond);
  state.at = now;
  if (state.tokens >= 1) {
    state.tokens -= 1;
    return 0;
  }
  return Math.max(1, Math.ceil((1 - state.tokens) / perSecond));
}

/** As the app says it (tooManyRequests in web/lib/http/rate-limit.ts); a budget that refills in seconds, in a moment. */
const tryAgain = (seconds) => {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 10) return 'Please try again in a moment.';
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

export function createAdmission(admissions = ADMISSIONS, clock = () => Date.now()) {
  const buckets = new Map();
  const shares = new Map();

  /** The client's bucket for an endpoint, moved to the back of the line of those to forget. */
  function bucketOf(key, limit, now) {
    const state = buckets.get(key) ?? { tokens: limit.burst, at: now };
    buckets.delete(key);
    buckets.set(key, state);
    if (buckets.size > MAX_BUCKETS) buckets.delete(buckets.keys().next().value);
    return state;
  }

  return {
    /** null when the request may go on, else the answer: 429 for one client past its budget, 503 for a form's share. */
    refusal(method, pathname, client, cookie = '') {
      const endpoint = `${method === 'HEAD' ? 'GET' : method} ${pathname}`;
      const rule = admissions.get(endpoint);
      if (!rule) return null;
      const now = clock();
      // A member's own browser has a budget of its own, so strangers at the same address never use it up.
      const knownDevice = rule.signIn && knownDeviceCookie.test(cookie);
      const key = `${endpoint} ${client}${knownDevice ? ' known-device' : ''}`;
      const wait = take(bucketOf(key, rule.perClient, now), rule.perClient, now);
      if (wait > 0) {
        return {
          status: 429,
          retryAfterSeconds: wait,
          error: `Too many requests from your network. ${tryAgain(wait)}`,
        };
      }
      if (!rule.together) return null;
      if (!shares.has(endpoint)) shares.set(endpoint, { tokens: rule.together.burst, at: now });
      const busy = take(shares.get(endpoint), rule.together, now);
      return busy > 0
        ? { status: 503, retryAfterSeconds: busy, error: `This form is busy right now. ${tryAgain(busy)}` }
        : null;
    },
    get buckets() {
      return buckets.size;
    },
  };
}
