import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../support/accounts';
import { authenticate } from '@/lib/auth/login';
import { endAllSessions, endSession, resolveSession, startSession } from '@/lib/auth/session-token';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { LOGIN_LIMITS } from '@/lib/http/rate-limit';
import { restoreAccess, revokeAccess } from '@/lib/support/member-tool';

import { testDatabases } from '../support/databases';

const SECRET = 'a-test-session-secret-that-is-32-chars-long';
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

describe.each(testDatabases())('members and sessions on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  async function signedInMember() {
    const username = unique('member');
    const { member, password } = await createMember(db, { username, email: `${username}@example.com` });
    const result = await authenticate(db, { username, password }, '10.0.0.1');
    if (!result.ok) throw new Error('sign-in failed');
    return { member, password, cookie: await startSession(db, member.id, SECRET) };
  }

  it('signs in with the issued password, whatever the username’s letter case', async () => {
    const username = unique('Casey');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    const result = await authenticate(db, { username: username.toUpperCase(), password }, '10.0.0.2');
    expect(result).toMatchObject({ ok: true, member: { username } });
  });

  it('never returns the password hash with the member', async () => {
    const username = unique('hash');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    const result = await authenticate(db, { username, password }, '10.0.0.3');
    expect(JSON.stringify(result)).not.toContain('scrypt$');
    expect(result.ok && Object.keys(result.member).sort()).toEqual(['email', 'id', 'username']);
  });

  it('a copied cookie stops working after logout', async () => {
    const { member, cookie } = await signedInMember();
    const copy = cookie;
    expect(await resolveSession(db, copy, SECRET)).toMatchObject({ id: member.id });
    await endSession(db, cookie, SECRET);
    expect(await resolveSession(db, copy, SECRET)).toBeNull();
  });

  it('logout ends only that browser’s session', async () => {
    const { member } = await signedInMember();
    const phone = await startSession(db, member.id, SECRET);
    const laptop = await startSession(db, member.id, SECRET);
    await endSession(db, phone, SECRET);
    expect(await resolveSession(db, laptop, SECRET)).toMatchObject({ id: member.id });
  });

  it('revocation ends every session of the member and refuses new sign-ins', async () => {
    const { member, password, cookie } = await signedInMember();
    const other = await startSession(db, member.id, SECRET);
    await revokeAccess(db, member.username, 'test of revocation');
    expect(await resolveSession(db, cookie, SECRET)).toBeNull();
    expect(await resolveSession(db, other, SECRET)).toBeNull();
    // The right password is told that access ended (it proves the account is theirs); a wrong one learns nothing.
    expect(await authenticate(db, { username: member.username, password }, '10.0.0.4')).toEqual({
      ok: false,
      reason: 'access-ended',
    });
    expect(await authenticate(db, { username: member.username, password: 'wrong' }, '10.0.0.4')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('signing out everywhere ends all sessions; only an explicit restore gives withdrawn access back', async () => {
    const { member, password, cookie } = await signedInMember();
    expect(await endAllSessions(db, member.id)).toBe(1);
    expect(await resolveSession(db, cookie, SECRET)).toBeNull();

    await revokeAccess(db, member.username, 'test of revocation');
    await restoreAccess(db, member.username, 'test of restoring');
    expect(await authenticate(db, { username: member.username, password }, '10.0.0.5')).toMatchObject({
      ok: true,
    });
  });

  it('refuses a cookie sealed with another secret or altered', async () => {
    const { cookie } = await signedInMember();
    expect(await resolveSession(db, cookie, 'another-secret-that-is-also-32-chars-long')).toBeNull();
    expect(await resolveSession(db, cookie.slice(0, -2) + 'xx', SECRET)).toBeNull();
  });

  it('refuses a session past its absolute lifetime', async () => {
    const { member, cookie } = await signedInMember();
    await db.query(
      sql`update internal.member_sessions set expires_at = now() - interval '1 second' where member_id = ${member.id}`,
    );
    expect(await resolveSession(db, cookie, SECRET)).toBeNull();
  });

  const guess = (username: string, address: string, password = 'wrong') =>
    authenticate(db, { username, password }, address);
  const throttled = (result: Awaited<ReturnType<typeof authenticate>>) =>
    !result.ok && result.reason === 'throttled' ? result.retryAfterSeconds : undefined;

  it('throttles the 6th wrong password for one username from one address while another username still signs in', async () => {
    const target = unique('target');
    await createMember(db, { username: target, email: `${target}@example.com` });
    const address = '203.0.113.7';
    for (let attempt = 1; attempt <= LOGIN_LIMITS.perUsernameAndAddress; attempt++) {
      expect(await guess(target, address)).toEqual({ ok: false, reason: 'invalid' });
    }
    const sixth = await guess(target, address);
    expect(throttled(sixth)).toBeGreaterThan(0);
    expect(throttled(sixth)).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);

    const other = unique('other');
    const { password } = await createMember(db, { username: other, email: `${other}@example.com` });
    expect(await authenticate(db, { username: other, password }, address)).toMatchObject({ ok: true });
  });

  it('checks at most 5 of 40 parallel wrong passwords for one username from one address', async () => {
    const target = unique('parallel');
    await createMember(db, { username: target, email: `${target}@example.com` });
    const results = await Promise.all(Array.from({ length: 40 }, () => guess(target, '203.0.113.40')));
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(5);
    expect(results.filter((result) => throttled(result) !== undefined)).toHaveLength(35);
  });

  it('lets the member sign in from their own address while a guesser elsewhere is throttled', async () => {
    const username = unique('victim');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    await Promise.all(Array.from({ length: 40 }, () => guess(username, '198.51.100.66')));
    expect(throttled(await guess(username, '198.51.100.66', password))).toBeGreaterThan(0);
    expect(await authenticate(db, { username, password }, '192.0.2.200')).toMatchObject({ ok: true });
  });

  it('throttles one username guessed from many addresses past its own, higher ceiling', async () => {
    const username = unique('spread');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    const addresses = LOGIN_LIMITS.perUsername / LOGIN_LIMITS.perUsernameAndAddress;
    await Promise.all(
      Array.from({ length: addresses }, async (_, index) => {
        for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndAddress; attempt++) {
          expect(await guess(username, `100.64.0.${index}`)).toEqual({ ok: false, reason: 'invalid' });
        }
      }),
    );
    expect(throttled(await guess(username, '100.64.1.1'))).toBeGreaterThan(0);
    expect(throttled(await guess(username, '100.64.1.2', password))).toBeGreaterThan(0);
    // The member, on a browser they signed in on before, is not locked out by the strangers' guesses.
    expect(await authenticate(db, { username, password }, '100.64.1.3', { device: 'phone' })).toMatchObject({
      ok: true,
    });
    expect(await authenticate(db, { username, password: 'wrong' }, '100.64.1.3', { device: 'phone' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  }, 60_000);

  it('lets the member sign in on their own browser after strangers at their address used up its limits', async () => {
    const username = unique('household');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    const shared = '192.0.2.150';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndAddress; attempt++) {
      expect(await guess(username, shared)).toEqual({ ok: false, reason: 'invalid' });
    }
    for (let attempt = LOGIN_LIMITS.perUsernameAndAddress; attempt < LOGIN_LIMITS.perAddress; attempt++) {
      await guess(unique('other'), shared);
    }
    expect(throttled(await guess(username, shared, password))).toBeGreaterThan(0);
    expect(await authenticate(db, { username, password }, shared, { device: `phone-${username}` })).toMatchObject({
      ok: true,
    });
  });

  it('gives a browser the member signed in on its own limit of wrong passwords', async () => {
    const username = unique('device');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    const device = { device: `laptop-${username}` };
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndAddress; attempt++) {
      expect(await authenticate(db, { username, password: 'wrong' }, '192.0.2.151', device)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(throttled(await authenticate(db, { username, password }, '192.0.2.152', device))).toBeGreaterThan(0);
  });

  it('does not count a successful sign-in against any limit', async () => {
    const username = unique('regular');
    const { password } = await createMember(db, { username, email: `${username}@example.com` });
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndAddress + 3; attempt++) {
      expect(await authenticate(db, { username, password }, '192.0.2.77')).toMatchObject({ ok: true });
    }
    for (let attempt = 0; attempt < LOGIN_LIMITS.perUsernameAndAddress; attempt++) {
      expect(await guess(username, '192.0.2.77')).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  // 32 deliberately slow password checks (an unknown user costs a real hash too): long on a loaded machine.
  it('throttles a client address that guesses across many usernames', async () => {
    const address = '198.51.100.9';
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAddress; attempt++) {
      await guess(unique('nobody'), address, 'guess');
    }
    expect(await guess(unique('nobody'), address, 'guess')).toMatchObject({ reason: 'throttled' });
    expect(await guess(unique('nobody'), '198.51.100.10', 'guess')).toMatchObject({ reason: 'invalid' });
  }, 120_000);

  it('takes the same time for an unknown user and a wrong password (medians within 20% over 50 tries)', async () => {
    const username = unique('timed');
    await createMember(db, { username, email: `${username}@example.com` });
    // Throttling would stop the experiment; each try comes from its own address and the failures are cleared.
    const time = async (name: string, index: number) => {
      const started = performance.now();
      await authenticate(db, { username: name, password: 'not-the-password' }, `192.0.2.${index}`);
      const elapsed = performance.now() - started;
      await db.query(sql`delete from internal.rate_limits`);
      return elapsed;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let index = 0; index < 50; index++) {
      // Interleaved, so drift in machine load affects both equally.
      unknown.push(await time(unique('ghost'), index));
      wrong.push(await time(username, index));
    }
    const [a, b] = [median(unknown), median(wrong)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.2);
  }, 120_000);
});
