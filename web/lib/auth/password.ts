import 'server-only';

import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** Stored in each hash (`scrypt$N$r$p$salt$hash`), so they can be raised without invalidating passwords. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * The process's one defence against sign-in floods. A hash holds a core for tens of
 * milliseconds on libuv's four-thread pool, which file reads share: at most half the cores
 * hash at once, so a flood waits here rather than in front of every page. A stranger is
 * refused (hashingIsFull) rather than wait behind `maxWaiting` others; a member on a browser
 * they signed in on before waits in a line of its own, served first and never refused.
 * On globalThis, as Next.js may load this module once per route.
 */
const HASHES_IN_FLIGHT = Math.max(1, Math.floor(availableParallelism() / 2));
export const HASHING_LIMITS = { inFlight: HASHES_IN_FLIGHT, maxWaiting: 16 * HASHES_IN_FLIGHT } as const;
const GATE = Symbol.for('24-hour-reset.hashing-gate');
type Gate = { inFlight: number; waiting: (() => void)[]; waitingFirst: (() => void)[] };
const gate: Gate = ((globalThis as { [GATE]?: Gate })[GATE] ??= { inFlight: 0, waiting: [], waitingFirst: [] });

/** Whether a stranger's password check would wait behind too many: asked before it costs a query. */
export function hashingIsFull(): boolean {
  return gate.inFlight >= HASHES_IN_FLIGHT && gate.waiting.length >= HASHING_LIMITS.maxWaiting;
}

type Params = { N: number; r: number; p: number };

async function scrypt(password: string, salt: Buffer, params: Params, first = false): Promise<Buffer> {
  if (gate.inFlight < HASHES_IN_FLIGHT) gate.inFlight++;
  else await new Promise<void>((resolve) => (first ? gate.waitingFirst : gate.waiting).push(resolve));
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
  } finally {
    // The place passes straight to the next in line, so a newcomer never jumps the queue.
    const next = gate.waitingFirst.shift() ?? gate.waiting.shift();
    if (next) next();
    else gate.inFlight--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed hash never matches. `first`: the member's own browser. */
export async function verifyPassword(password: string, stored: string, { first = false } = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params: Params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), params, first);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** The same work as checking a real password, so "no such user" takes as long as "wrong password". */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of 16 characters from an alphabet without look-alikes (about 93 bits). */
export function generatePassword(length = 16): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
