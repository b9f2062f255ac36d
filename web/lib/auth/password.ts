import 'server-only';

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

import { ServiceUnavailableError } from '../service-unavailable';

/**
 * Password hashing with scrypt from node:crypto. The parameters are stored in
 * each hash (`scrypt$N$r$p$salt$hash`), so they can be raised later without
 * invalidating existing passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Refused at once because too many hashes are already waiting: answered 503, try again shortly. */
export class HashingBusyError extends ServiceUnavailableError {
  override name = 'HashingBusyError';
}

/**
 * Each hash holds a core for tens of milliseconds on libuv's four-thread pool,
 * which file reads and the rest of node:crypto share. At most half the cores
 * hash at once, so a flood of sign-ins waits behind this gate instead of in
 * front of every page; and a check that would wait behind more than
 * `maxWaiting` others is refused at once rather than queued without end.
 * A check for a member on a browser they signed in on before (`priority`)
 * waits in a line of its own, served first and never refused, so strangers'
 * guesses cost strangers. Kept on globalThis: Next.js may load this module
 * once per route, and the bound is the process's.
 */
interface HashingGate {
  inFlight: number;
  waiting: Array<() => void>;
  waitingFirst: Array<() => void>;
}
const HASHES_IN_FLIGHT = Math.max(1, Math.floor(availableParallelism() / 2));
const MAX_WAITING = 16 * HASHES_IN_FLIGHT;
export const HASHING_LIMITS = { inFlight: HASHES_IN_FLIGHT, maxWaiting: MAX_WAITING } as const;
const GATE = Symbol.for('24-hour-reset.hashing-gate');
const gate: HashingGate = ((globalThis as { [GATE]?: HashingGate })[GATE] ??= {
  inFlight: 0,
  waiting: [],
  waitingFirst: [],
});

type Turn = 'wait' | 'shed' | 'first';

/** Whether a password check that may be refused would be refused now: the app asks before it spends a query. */
export function hashingIsFull(): boolean {
  return gate.inFlight >= HASHES_IN_FLIGHT && gate.waiting.length >= MAX_WAITING;
}

async function throughGate<T>(work: () => Promise<T>, turn: Turn): Promise<T> {
  if (gate.inFlight < HASHES_IN_FLIGHT) gate.inFlight++;
  else if (turn === 'shed' && gate.waiting.length >= MAX_WAITING)
    throw new HashingBusyError('Too many password checks at once.');
  else await new Promise<void>((resolve) => (turn === 'first' ? gate.waitingFirst : gate.waiting).push(resolve));
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, so a newcomer never jumps the queue.
    const next = gate.waitingFirst.shift() ?? gate.waiting.shift();
    if (next) next();
    else gate.inFlight--;
  }
}

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  turn: Turn,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return throughGate(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    turn,
  );
}

/** Hashes a new password; waits its turn however long the queue (a paid order must not be refused for it). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, SCRYPT_PARAMS, 'wait');
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Compares in constant time; a malformed hash never matches. Throws
 * HashingBusyError instead of joining a queue that is already full, unless
 * `first`: the member's own browser, which goes before every stranger.
 */
export async function verifyPassword(password: string, stored: string, { first = false } = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), params, first ? 'first' : 'shed');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Does the same work as checking a real password, so "no such user" takes as
 * long as "wrong password" and the response time reveals nothing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of 16 characters from an alphabet without look-alikes (about 93 bits). */
export function generatePassword(length = 16): string {
  const bytes = randomBytes(length * 2);
  let password = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every character equally likely.
    if (byte >= 256 - (256 % PASSWORD_ALPHABET.length)) continue;
    password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
    if (password.length === length) return password;
  }
  return password + generatePassword(length - password.length);
}
