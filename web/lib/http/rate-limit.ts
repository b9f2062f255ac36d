import 'server-only';

import { giveBackHit, takeHit, type GrantedHit, type RateRule } from '../db/rate-limits';
import type { Queryable } from '../db/types';
import { FORM_LIMITS, SIGN_IN_LINK_LIMITS } from './form-limits.mjs';
import { jsonError } from './json';

export { FORM_LIMITS, SIGN_IN_LINK_LIMITS };

/**
 * Sign-in attempts per window. The tight limit is per username *and* client
 * address, so a guesser elsewhere uses up their own budget, not the member's.
 * The per-username ceiling stops a guesser who spreads over many addresses;
 * the per-address limit stops one address trying many usernames. A browser
 * the member signed in on before has a limit of its own (loginRules).
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perUsernameAndAddress: 5,
  perUsername: 50,
  perAddress: 30,
} as const;

/** The limits a sign-in-link request counts against; `email` in lower case. */
export function signInLinkRules(email: string, address: string): RateRule[] {
  const windowSeconds = SIGN_IN_LINK_LIMITS.windowSeconds;
  return [
    { bucket: 'sign-in-link:address', key: address, limit: SIGN_IN_LINK_LIMITS.perAddress, windowSeconds },
    { bucket: 'sign-in-link:email', key: email, limit: SIGN_IN_LINK_LIMITS.perEmail, windowSeconds },
  ];
}

/** The limit a use of a sign-in link counts against, checked only once the link is known to be usable. */
export function signInLinkUseRule(address: string): RateRule {
  return {
    bucket: 'sign-in-link-use:address',
    key: address,
    limit: SIGN_IN_LINK_LIMITS.usesPerAddress,
    windowSeconds: SIGN_IN_LINK_LIMITS.windowSeconds,
  };
}

/** The 429 of a throttled request, with how long to wait in words and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, who = 'your network'): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return jsonError(
    429,
    `Too many requests from ${who}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type PublicForm = Exclude<keyof typeof FORM_LIMITS, 'windowSeconds'>;

export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one hit from every rule, or none: if one is full, those already taken
 * are given back, so a refused request costs nothing anywhere.
 */
export async function reserve(db: Queryable, rules: RateRule[]): Promise<Reservation> {
  const taken: GrantedHit[] = [];
  for (const rule of rules) {
    const hit = await takeHit(db, rule);
    if (!hit.granted) {
      await giveBack(db, taken);
      return { ok: false, retryAfterSeconds: hit.retryAfterSeconds };
    }
    taken.push(hit);
  }
  return { ok: true, release: () => giveBack(db, taken) };
}

async function giveBack(db: Queryable, hits: GrantedHit[]): Promise<void> {
  for (const hit of hits) await giveBackHit(db, hit);
}

/**
 * The limits a sign-in attempt counts against; `username` as the member table
 * compares it (lower case). The address's own limit comes first, so a client
 * past it is refused before a counter is opened for the username it tried.
 * A browser the member has signed in on before (`device`, a digest of its
 * note) counts against a limit of its own instead: neither strangers guessing
 * from the same address (a household's, an office's) nor the username's
 * ceiling, which strangers elsewhere may have filled, lock the member out of it.
 */
export function loginRules(username: string, address: string, { device }: { device?: string } = {}): RateRule[] {
  const window = LOGIN_LIMITS.windowSeconds;
  if (device) {
    return [{ bucket: 'login:device', key: device, limit: LOGIN_LIMITS.perUsernameAndAddress, windowSeconds: window }];
  }
  return [
    { bucket: 'login:address', key: address, limit: LOGIN_LIMITS.perAddress, windowSeconds: window },
    {
      bucket: 'login:username+address',
      // Length-prefixed, so no other pair of username and address gives the same key.
      key: `${address.length}:${address}:${username}`,
      limit: LOGIN_LIMITS.perUsernameAndAddress,
      windowSeconds: window,
    },
    { bucket: 'login:username', key: username, limit: LOGIN_LIMITS.perUsername, windowSeconds: window },
  ];
}

/**
 * Counts a post to a public form against its client address: null while
 * there is room, else the 429 to answer (nothing may be written then).
 */
export async function throttleForm(db: Queryable, form: PublicForm, address: string): Promise<Response | null> {
  const hit = await takeHit(db, {
    bucket: `form:${form}`,
    key: address,
    limit: FORM_LIMITS[form],
    windowSeconds: FORM_LIMITS.windowSeconds,
  });
  if (hit.granted) return null;
  return tooManyRequests(hit.retryAfterSeconds);
}
