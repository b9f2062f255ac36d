/**
 * Admission to the endpoints that hash passwords, in front of the app: each
 * client, and everyone together, may send them at a steady rate with a burst
 * (token buckets); past it a request is answered at once and the app never
 * sees it. The durable limits in Postgres decide who may try a password; this
 * only keeps a flood from filling the event loop in front of every other
 * request, which is why it lives in each process's memory: it guards that
 * process's own time, and a restart owes it nothing.
 */
export const HASHING_ENDPOINTS = new Set(['POST /api/login', 'POST /api/sign-in-link']);

/** A household's sign-ins from one address, many times over; a steady stream from everyone. */
export const ADMISSION = {
  perClient: { burst: 20, perSecond: 2 },
  total: { burst: 100, perSecond: 10 },
};

/** Addresses kept at most; past it, those whose bucket has filled up again are forgotten. */
const MAX_CLIENTS = 10_000;

/** How many tokens a bucket holds now, refilled for the time since it was last looked at. */
function level(state, { burst, perSecond }, now) {
  return Math.min(burst, state.tokens + ((now - state.at) / 1000) * perSecond);
}

/** Takes a token if there is one. */
function take(state, limit, now) {
  state.tokens = level(state, limit, now);
  state.at = now;
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

export function createAdmission(limits = ADMISSION, clock = () => Date.now()) {
  const clients = new Map();
  const everyone = { tokens: limits.total.burst, at: clock() };

  /** An address whose bucket is full again has nothing to remember. */
  function forgetFullBuckets(now) {
    for (const [client, state] of clients) {
      if (level(state, limits.perClient, now) >= limits.perClient.burst) clients.delete(client);
    }
  }

  return {
    /** null when the request may go on, else the answer to send (429 for one client, 503 for everyone). */
    refusal(method, pathname, client) {
      if (!HASHING_ENDPOINTS.has(`${method} ${pathname}`)) return null;
      const now = clock();
      if (clients.size >= MAX_CLIENTS && !clients.has(client)) forgetFullBuckets(now);
      const own = clients.get(client) ?? { tokens: limits.perClient.burst, at: now };
      clients.set(client, own);
      if (!take(own, limits.perClient, now)) {
        return { status: 429, error: 'Too many sign-in attempts from your network. Please try again in a moment.' };
      }
      if (!take(everyone, limits.total, now)) {
        return { status: 503, error: 'Signing in is busy right now. Please try again in a moment.' };
      }
      return null;
    },
    get clients() {
      return clients.size;
    },
  };
}
