import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';

/*
 * The secrets the site hands out (session cookies, checkout cookies, e-mailed
 * sign-in links, a new member's password awaiting the success page) and how it
 * keeps them, one rule each:
 * - a token is random, 32 bytes unless said otherwise;
 * - the database keeps only a token's SHA-256, so a copy of it opens nothing;
 * - what the server must get back unread and unaltered is sealed with
 *   iron-session (AES-256-CBC and HMAC-SHA-256 under SESSION_SECRET, with an
 *   expiry inside the seal): neither the browser nor a copy of the database
 *   alone can read or forge it, and it stops opening after its time;
 * - a cookie of this site is httpOnly and SameSite=Lax, and over HTTPS it is
 *   `__Host-` prefixed, which binds it to this exact origin (Secure, Path=/, no Domain).
 */

/** A new unguessable token, URL-safe. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The form in which the database keeps a token (or anything else it must match but not know). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Seals `data` under `secret` (32+ characters) for `ttlSeconds`. */
export function seal(data: object, secret: string, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: secret, ttl: ttlSeconds });
}

/**
 * What `sealed` holds, if it was sealed under `secret`, has not expired and
 * has the shape `schema` describes (each kind of seal has its own required
 * fields, so one kind never opens as another); otherwise undefined.
 */
/**
 * What iron-session writes: eight `*`-separated fields and its format version. It reads a
 * value more loosely (anything after the version is ignored), so a seal with text appended
 * would still open; only the exact shape is taken.
 */
const SEAL_SHAPE = /^Fe26\.2(?:\*[\w-]*){7}~\d+$/;

export async function unseal<T>(
  sealed: string | null | undefined,
  schema: z.ZodType<T>,
  secret: string,
  ttlSeconds: number,
): Promise<T | undefined> {
  if (!sealed || !SEAL_SHAPE.test(sealed)) return undefined;
  let data: unknown;
  try {
    data = await unsealData(sealed, { password: secret, ttl: ttlSeconds });
  } catch {
    // Not a seal at all (iron-session throws on some malformed values, answers {} for others).
    return undefined;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export interface SiteCookie {
  name: string;
  options(maxAgeSeconds: number): {
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
    path: '/';
    maxAge: number;
  };
}

/** The name and attributes of one of this site's cookies, served from `siteUrl`. */
export function siteCookie(name: string, siteUrl: string): SiteCookie {
  const secure = siteUrl.startsWith('https:');
  return {
    name: secure ? `__Host-${name}` : name,
    options: (maxAgeSeconds) => ({ httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds }),
  };
}
