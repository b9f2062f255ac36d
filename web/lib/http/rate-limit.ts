import 'server-only';

import { giveBackHit, takeHit, type GrantedHit, type RateRule } from '../db/rate-limits';
import type { Queryable } from '../db/types';
import { FORM_LIMITS, SIGN_IN_LINK_LIMITS } from './door.mjs';
import { jsonError } from './json';

export { FORM_LIMITS, SIGN_IN_LINK_LIMITS };

/** Per username and address, so a guesser elsewhere spends their own budget; per username; per address. */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perUsernameAndAddress: 5,
  perUsername: 50,
  perAddress: 30,
} as const;

const rule = (bucket: string, key: string, limit: number, windowSeconds: number): RateRule => ({
  bucket,
  key,
  limit,
  windowSeconds,
});

/** The limits a sign-in-link request counts against; `email` in lower case. */
export function signInLinkRules(email: string, address: string): RateRule[] {
  const { windowSeconds, perAddress, perEmail } = SIGN_IN_LINK_LIMITS;
  return [
    rule('sign-in-link:address', address, perAddress, windowSeconds),
    rule('sign-in-link:email', email, perEmail, windowSeconds),
  ];
}

export function signInLinkUseRule(address: string): RateRule {
  const { windowSeconds, usesPerAddress } = SIGN_IN_LINK_LIMITS;
  return rule('sign-in-link-use:address', address, usesPerAddress, windowSeconds);
}

/** The 429 of a throttled request, with how long to wait in words and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return jsonError(
    429,
    `Too many requests from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type PublicForm = Exclude<keyof typeof FORM_LIMITS, 'windowSeconds'>;

export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/** Takes one hit from every rule, or none: a refused request costs nothing anywhere. */
export async function reserve(db: Queryable, rules: RateRule[]): Promise<Reservation> {
  const taken: GrantedHit[] = [];
  const giveBack = async () => {
    for (const hit of taken) await giveBackHit(db, hit);
  };
  for (const rule of rules) {
    const hit = await takeHit(db, rule);
    if (!hit.granted) {
      await giveBack();
      return { ok: false, retryAfterSeconds: hit.retryAfterSeconds };
    }
    taken.push(hit);
  }
  return { ok: true, release: giveBack };
}

/**
 * The limits a sign-in attempt counts against; `username` in lower case. The address's
 * comes first, so a client past it opens no counter for the username it tried. A browser
 * the member signed in on before (`device`, a digest of its note) has a limit of its own
 * instead, which neither strangers at its address nor anywhere else can fill.
 */
export function loginRules(username: string, address: string, { device }: { device?: string } = {}): RateRule[] {
  const { windowSeconds, perUsernameAndAddress, perAddress, perUsername } = LOGIN_LIMITS;
  if (device) return [rule('login:device', device, perUsernameAndAddress, windowSeconds)];
  return [
    rule('login:address', address, perAddress, windowSeconds),
    // Length-prefixed, so no other pair of username and address gives the same key.
    rule('login:username+address', `${address.length}:${address}:${username}`, perUsernameAndAddress, windowSeconds),
    rule('login:username', username, perUsername, windowSeconds),
  ];
}

/** Counts a post to a public form against its client address: null while there is room, else the 429. */
export async function throttleForm(db: Queryable, form: PublicForm, address: string): Promise<Response | null> {
  const hit = await takeHit(db, rule(`form:${form}`, address, FORM_LIMITS[form], FORM_LIMITS.windowSeconds));
  return hit.granted ? null : tooManyRequests(hit.retryAfterSeconds);
}
