import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../support/accounts';
import { HASHING_LIMITS, hashPassword, verifyPassword } from '@/lib/auth/password';
import { resolveSession, startSession } from '@/lib/auth/session-token';
import { claimAccountWithLink, usernameForLink } from '@/lib/auth/sign-in-link';
import { findMemberByUsername, markRevoked } from '@/lib/db/members';
import { insertSignInLink } from '@/lib/db/sign-in-links';
import type { Database } from '@/lib/db/types';
import { SIGN_IN_LINK_LIMITS } from '@/lib/http/rate-limit';
import { sha256Hex } from '@/lib/tokens';

import { testDatabases } from '../support/databases';

const SECRET = 'a-test-session-secret-that-is-32-chars-long';
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;
/** Each use from an address of its own, so no test meets the per-address limit another one used up. */
const nextAddress = () => `198.18.${(counter >> 8) & 255}.${counter++ & 255}`;

describe.each(testDatabases())('signing in with an e-mailed link on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  async function memberWithLink() {
    const username = unique('owner');
    const { member, password } = await createMember(db, { username, email: `${username}@example.com` });
    const token = randomBytes(32).toString('base64url');
    await insertSignInLink(db, {
      tokenHash: sha256Hex(token),
      memberId: member.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { member, password, token };
  }

  it('hands the account to the address’s owner alone: new password, every other session ended', async () => {
    const { member, password, token } = await memberWithLink();
    const someoneElse = await startSession(db, member.id, SECRET);
    expect(await usernameForLink(db, token)).toBe(member.username);

    const result = await claimAccountWithLink(db, token, 'a long new password', nextAddress());
    expect(result).toEqual({ ok: true, member: { id: member.id, username: member.username, email: member.email } });

    expect(await resolveSession(db, someoneElse, SECRET)).toBeNull();
    const stored = await findMemberByUsername(db, member.username);
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(false);
    expect(await verifyPassword('a long new password', stored!.passwordHash)).toBe(true);
  });

  it('works once: a used link neither signs in nor changes the password again', async () => {
    const { member, token } = await memberWithLink();
    expect((await claimAccountWithLink(db, token, 'the first new password', nextAddress())).ok).toBe(true);
    expect(await usernameForLink(db, token)).toBeUndefined();
    expect(await claimAccountWithLink(db, token, 'an attacker’s password', nextAddress())).toEqual({
      ok: false,
      reason: 'spent',
    });
    const stored = await findMemberByUsername(db, member.username);
    expect(await verifyPassword('the first new password', stored!.passwordHash)).toBe(true);
  });

  it('two concurrent uses of one link: exactly one succeeds', async () => {
    const { token } = await memberWithLink();
    const results = await Promise.all([
      claimAccountWithLink(db, token, 'first concurrent password', nextAddress()),
      claimAccountWithLink(db, token, 'second concurrent password', nextAddress()),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('opens nothing for a member whose access was withdrawn, and leaves the link unused', async () => {
    const { member, password, token } = await memberWithLink();
    await markRevoked(db, member.id, 'payment');
    expect(await usernameForLink(db, token)).toBeUndefined();
    expect(await claimAccountWithLink(db, token, 'a long new password', nextAddress())).toEqual({
      ok: false,
      reason: 'spent',
    });
    const stored = await findMemberByUsername(db, member.username);
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
  });

  it('refuses an expired or unknown link', async () => {
    const { member } = await memberWithLink();
    const expired = randomBytes(32).toString('base64url');
    await insertSignInLink(db, {
      tokenHash: sha256Hex(expired),
      memberId: member.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await claimAccountWithLink(db, expired, 'a long new password', nextAddress())).toEqual({
      ok: false,
      reason: 'spent',
    });
    expect(
      await claimAccountWithLink(db, randomBytes(32).toString('base64url'), 'a long new password', nextAddress()),
    ).toEqual({
      ok: false,
      reason: 'spent',
    });
  });

  it('answers a made-up link without hashing: it does not wait behind the password checks queued before it', async () => {
    const hash = await hashPassword('queued');
    const finished: string[] = [];
    const queued = Array.from({ length: HASHING_LIMITS.inFlight + HASHING_LIMITS.maxWaiting }, () =>
      verifyPassword('queued', hash).then(() => finished.push('check')),
    );
    const madeUp = claimAccountWithLink(
      db,
      randomBytes(32).toString('base64url'),
      'a long new password',
      nextAddress(),
    );
    expect(await madeUp).toEqual({ ok: false, reason: 'spent' });
    finished.push('made-up link');
    await Promise.all(queued);
    expect(finished.indexOf('made-up link')).toBeLessThan(finished.length - 1);
  }, 60_000);

  it('limits the uses of usable links per client address; a made-up link counts for nothing', async () => {
    const address = nextAddress();
    for (let use = 0; use < 3; use++) {
      expect(
        await claimAccountWithLink(db, randomBytes(32).toString('base64url'), 'a long new password', address),
      ).toEqual({
        ok: false,
        reason: 'spent',
      });
    }
    for (let use = 0; use < SIGN_IN_LINK_LIMITS.usesPerAddress; use++) {
      const { token } = await memberWithLink();
      expect(await claimAccountWithLink(db, token, 'a long new password', address)).toMatchObject({ ok: true });
    }
    const { member, password, token } = await memberWithLink();
    expect(await claimAccountWithLink(db, token, 'a long new password', address)).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
    // Refused before anything changed: the link still works from elsewhere, the old password until then.
    const stored = await findMemberByUsername(db, member.username);
    expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
    expect(await claimAccountWithLink(db, token, 'a long new password', nextAddress())).toMatchObject({ ok: true });
  }, 60_000);
});
