/**
 * Admission to the endpoints a flood would use, in front of the app: each
 * client may send them at a steady rate with a burst (token buckets), and past
 * it a request is answered at once, before it costs the app a query, a render
 * or a password hash. The durable limits in Postgres (web/lib/http/rate-limit.ts)
 * decide who may post or try a password; this only keeps a flood from taking
 * the database's and the event loop's time from everyone else, which is why it
 * lives in each process's memory: it guards that process's own time, and a
 * restart owes it nothing. A client is counted as the app counts it
 * (web/lib/http/client-key.mjs).
 */
import { FORM_LIMITS, SIGN_IN_LINK_LIMITS } from '../../web/lib/http/form-limits.mjs';

/**
 * @typedef {{ burst: number, perSecond: number }} Budget
 * @typedef {{ perClient: Budget, together?: Budget, strangers?: 'always' | 'unless-known-device' }} Admission
 */

/** A budget of `count` requests per `seconds`, all at once or spread out. */
const perWindow = (count, seconds) => ({ burst: count, perSecond: count / seconds });

/** A household's sign-ins from one address, many times over. */
const SIGN_IN = { burst: 20, perSecond: 2 };

/**
 * A public form: each client at its durable limit's rate, so what the
 * database would refuse is refused here without asking it; and all clients
 * together (`together`) at a share per window far above what people send, so
 * that a flood spread over many addresses is refused once the form's whole
 * share is used rather than cost a stored row each.
 */
const form = (limit, share) => ({
  perClient: perWindow(limit, FORM_LIMITS.windowSeconds),
  together: perWindow(share, FORM_LIMITS.windowSeconds),
});

/** A page rendered for each request: a visitor opens it a few times (and the router fetches it ahead), not every second. */
const RENDERED_PAGE = { perClient: { burst: 30, perSecond: 0.5 } };

/**
 * The admitted endpoints (a HEAD is admitted as its GET). `strangers`: the
 * endpoint hashes passwords, so requests from strangers also share one budget
 * per process ('unless-known-device': a browser that carries the cookie of an
 * earlier sign-in goes past it, and the app checks that cookie before anything
 * else; see web/lib/auth/login.ts).
 *
 * @type {Map<string, Admission>}
 */
export const ADMISSIONS = new Map([
  ['POST /api/login', { perClient: SIGN_IN, strangers: 'unless-known-device' }],
  ['POST /api/sign-in-link', { perClient: SIGN_IN, strangers: 'always' }],
  [
    'POST /api/sign-in-link/request',
    { perClient: perWindow(SIGN_IN_LINK_LIMITS.perAddress, SIGN_IN_LINK_LIMITS.windowSeconds) },
  ],
  ['POST /api/contact', form(FORM_LIMITS.contact, 100)],
  ['POST /api/subscribe', form(FORM_LIMITS.subscribe, 200)],
  ['POST /api/waitlist', form(FORM_LIMITS.waitlist, 200)],
  ['POST /api/marketing-optin', form(FORM_LIMITS.marketingOptIn, 200)],
  // A launch's buyers, several a second for minutes, go through: refusing one of them costs a sale.
  ['POST /api/create-payment-intent', form(FORM_LIMITS.checkout, 600)],
  ['POST /api/test-payments/confirm', { perClient: perWindow(FORM_LIMITS.payment, FORM_LIMITS.windowSeconds) }],
  ['POST /api/payments/confirm', { perClient: perWindow(FORM_LIMITS.payment, FORM_LIMITS.windowSeconds) }],
  // Rendered per request: the checkout mounts the configured payment form; the sign-in page looks up the link's owner.
  ['GET /checkout', RENDERED_PAGE],
  ['GET /sign-in', RENDERED_PAGE],
]);

/** Every stranger's sign-ins together, per process: about what its password hashing gets through. */
export const STRANGERS = { burst: 100, perSecond: 10 };

/** The cookie a successful sign-in leaves (web/lib/auth/known-device.ts), `__Host-` prefixed over HTTPS. */
export const KNOWN_DEVICE_COOKIE = 'reset_known_device';
const knownDeviceCookie = new RegExp(`(?:^|;)\\s*(?:__Host-)?${KNOWN_DEVICE_COOKIE}=[^;\\s]`);

/** Buckets kept at most; past it the one used longest ago is forgotten, which only ever lets a client in sooner. */
const MAX_BUCKETS = 20_000;

/** How many tokens a bucket holds now, refilled for the time since it was last looked at. */
function level(state, { burst, perSecond }, now) {
  return Math.min(burst, state.tokens + ((now - state.at) / 1000) * perSecond);
}

/** Takes a token if there is one; else says in how many whole seconds there will be. */
function take(state, limit, now) {
  state.tokens = level(state, limit, now);
  state.at = now;
  if (state.tokens >= 1) {
    state.tokens -= 1;
    return 0;
  }
  return Math.max(1, Math.ceil((1 - state.tokens) / limit.perSecond));
}

const signInRefusal = {
  status: 429,
  retryAfterSeconds: 1,
  error: 'Too many sign-in attempts from your network. Please try again in a moment.',
};
const busyRefusal = {
  status: 503,
  retryAfterSeconds: 1,
  error: 'Signing in is busy right now. Please try again in a moment.',
};

const inMinutes = (seconds) => {
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/** The words of the app's own 429 for a public form (tooManyRequests in web/lib/http/rate-limit.ts). */
function formRefusal(retryAfterSeconds) {
  return {
    status: 429,
    retryAfterSeconds,
    error: `Too many requests from your network. ${inMinutes(retryAfterSeconds)}`,
  };
}

function busyFormRefusal(retryAfterSeconds) {
  return { status: 503, retryAfterSeconds, error: `This form is busy right now. ${inMinutes(retryAfterSeconds)}` };
}

export function createAdmission({ admissions = ADMISSIONS, strangers = STRANGERS } = {}, clock = () => Date.now()) {
  const buckets = new Map();
  const everyStranger = { tokens: strangers.burst, at: clock() };
  /** Each endpoint's budget for all clients together. */
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
    /**
     * null when the request may go on, else the answer to send: 429 for one
     * client past its budget, 503 when all clients of a form, or strangers'
     * sign-ins, together are. `cookie` is the request's Cookie header.
     */
    refusal(method, pathname, client, cookie = '') {
      const endpoint = `${method === 'HEAD' ? 'GET' : method} ${pathname}`;
      const rule = admissions.get(endpoint);
      if (!rule) return null;
      const now = clock();
      const knownDevice = rule.strangers === 'unless-known-device' && knownDeviceCookie.test(cookie);
      // A member's own browser has a budget of its own, so strangers at the same address never use it up.
      const key = `${endpoint} ${client}${knownDevice ? ' known-device' : ''}`;
      const wait = take(bucketOf(key, rule.perClient, now), rule.perClient, now);
      if (wait > 0) return rule.strangers ? signInRefusal : formRefusal(wait);
      if (rule.together) {
        if (!shares.has(endpoint)) shares.set(endpoint, { tokens: rule.together.burst, at: now });
        const busy = take(shares.get(endpoint), rule.together, now);
        if (busy > 0) return busyFormRefusal(busy);
      }
      const stranger = rule.strangers === 'always' || (rule.strangers === 'unless-known-device' && !knownDevice);
      if (stranger && take(everyStranger, strangers, now) > 0) return busyRefusal;
      return null;
    },
    get buckets() {
      return buckets.size;
    },
  };
}
