import { describe, expect, it } from 'vitest';

import {
  generatePassword,
  HASHING_LIMITS,
  hashingIsFull,
  hashPassword,
  SCRYPT_PARAMS,
  verifyAgainstNothing,
  verifyPassword,
} from './password';

describe('passwords', () => {
  it('verifies the password it hashed and rejects any other', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
  });

  it('salts each hash, so the same password hashes differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('stores the scrypt parameters with the hash and honours older ones', async () => {
    const hash = await hashPassword('pw');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_PARAMS.N), '8', '1']);
    const weaker = hash.replace(`$${SCRYPT_PARAMS.N}$`, '$16384$');
    // Same salt and key under other parameters: must not verify, proving the stored N is used.
    expect(await verifyPassword('pw', weaker)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw', 'scrypt$x$8$1$abc$def')).toBe(false);
  });

  it('answers false when checking against no user', async () => {
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('generates 16-character passwords without look-alike characters', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(50);
  });

  it("takes the member's own browser first, while strangers fill the queue", async () => {
    const hash = await hashPassword('pw');
    const total = HASHING_LIMITS.inFlight + HASHING_LIMITS.maxWaiting;
    const finished: string[] = [];
    expect(hashingIsFull()).toBe(false);
    const strangers = Array.from({ length: total }, (_, index) =>
      verifyPassword('guess', hash).then(() => finished.push(`stranger ${index}`)),
    );
    expect(hashingIsFull()).toBe(true);
    const member = verifyPassword('pw', hash, { first: true }).then((valid) => {
      finished.push('member');
      return valid;
    });
    expect(await member).toBe(true);
    await Promise.all(strangers);
    // Only the checks already hashing when the member arrived finished before it.
    expect(finished.indexOf('member')).toBe(HASHING_LIMITS.inFlight);
    expect(hashingIsFull()).toBe(false);
  }, 60_000);
});
