import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { newToken, seal, sha256Hex, siteCookie, unseal } from './tokens';

const SECRET = 'a-secret-of-more-than-32-characters-0123';
const password = z.object({ password: z.string() });
const session = z.object({ token: z.string() });

describe('tokens', () => {
  it('are 32 random bytes by default, URL-safe, and never repeat', () => {
    const tokens = Array.from({ length: 100 }, () => newToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(100);
    expect(newToken(24)).toHaveLength(32);
  });

  it('are kept as their SHA-256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('sealing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens what it sealed, with the same secret, and never shows the plaintext', async () => {
    const sealed = await seal({ password: 'Pa55word-Pa55word' }, SECRET, 60);
    expect(sealed).not.toContain('Pa55word');
    expect(await seal({ password: 'Pa55word-Pa55word' }, SECRET, 60)).not.toBe(sealed);
    expect(await unseal(sealed, password, SECRET, 60)).toEqual({ password: 'Pa55word-Pa55word' });
  });

  it('refuses another secret, an altered value, garbage and nothing', async () => {
    const sealed = await seal({ password: 'Pa55word' }, SECRET, 60);
    expect(await unseal(sealed, password, 'another-secret-of-more-than-32-characters', 60)).toBeUndefined();
    // One character of the encrypted part changed: the HMAC no longer matches.
    const at = sealed.split('*').slice(0, 4).join('*').length + 1;
    const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(await unseal(altered, password, SECRET, 60)).toBeUndefined();
    // The whole seal with anything appended (iron-session itself ignores what follows its version).
    for (const appended of [`${sealed}A`, `${sealed} x`, `${sealed}; other=1`, `${sealed}~2`]) {
      expect(await unseal(appended, password, SECRET, 60)).toBeUndefined();
    }
    for (const garbage of ['x', 'Fe26.2**', '~2', '', null, undefined]) {
      expect(await unseal(garbage, password, SECRET, 60)).toBeUndefined();
    }
  });

  it('refuses a seal of another kind: the required fields name the purpose', async () => {
    const sessionSeal = await seal({ token: 'a-session-token' }, SECRET, 60);
    expect(await unseal(sessionSeal, session, SECRET, 60)).toEqual({ token: 'a-session-token' });
    expect(await unseal(sessionSeal, password, SECRET, 60)).toBeUndefined();
  });

  it('stops opening once its time is over (allowing iron’s one minute of clock skew)', async () => {
    vi.useFakeTimers({ now: new Date('2031-05-17T08:00:00Z') });
    const sealed = await seal({ password: 'Pa55word' }, SECRET, 30 * 60);
    vi.setSystemTime(new Date('2031-05-17T08:29:00Z'));
    expect(await unseal(sealed, password, SECRET, 30 * 60)).toEqual({ password: 'Pa55word' });
    vi.setSystemTime(new Date('2031-05-17T08:31:01Z'));
    expect(await unseal(sealed, password, SECRET, 30 * 60)).toBeUndefined();
  });

  it('opens the seals iron-session wrote before this module existed (live session cookies survive)', async () => {
    const cookie = await sealData({ token: 'issued-last-week' }, { password: SECRET, ttl: 60 });
    expect(await unseal(cookie, session, SECRET, 60)).toEqual({ token: 'issued-last-week' });
  });
});

describe('site cookies', () => {
  it('are __Host- prefixed and Secure over HTTPS only, httpOnly and SameSite=Lax always', () => {
    const secure = siteCookie('reset_session', 'https://reset.example');
    expect(secure.name).toBe('__Host-reset_session');
    expect(secure.options(60)).toEqual({ httpOnly: true, sameSite: 'lax', secure: true, path: '/', maxAge: 60 });
    const local = siteCookie('reset_session', 'http://localhost:3000');
    expect(local.name).toBe('reset_session');
    expect(local.options(0)).toMatchObject({ secure: false, maxAge: 0 });
  });
});
