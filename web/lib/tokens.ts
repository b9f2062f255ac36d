import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';

/*
 * How the site keeps the secrets it hands out: a token is random; the database keeps only
 * its SHA-256, so a copy of it opens nothing; what the server must get back unread and
 * unaltered is sealed with iron-session under SESSION_SECRET, with an expiry inside.
 */

export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How the database keeps a token (or anything else it must match but not know). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function seal(data: object, secret: string, ttlSeconds: number): Promise<string> {
  return sealData(data, { password: secret, ttl: ttlSeconds });
}

/** What iron-session writes; it reads more loosely (ignoring text appended), so only this exact shape is taken. */
const SEAL_SHAPE = /^Fe26\.2(?:\*[\w-]*){7}~\d+$/;

/** What `sealed` holds, if sealed under `secret`, unexpired and of the shape `schema` describes (one kind never opens as another). */
export async function unseal<T>(
  sealed: string | null | undefined,
  schema: z.ZodType<T>,
  secret: string,
  ttlSeconds: number,
): Promise<T | undefined> {
  if (!sealed || !SEAL_SHAPE.test(sealed)) return undefined;
  const data: unknown = await unsealData(sealed, { password: secret, ttl: ttlSeconds }).catch(() => undefined);
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** One of this site's cookies: httpOnly, SameSite=Lax, and over HTTPS `__Host-` prefixed, bound to this exact origin. */
export function siteCookie(name: string, siteUrl: string) {
  const secure = siteUrl.startsWith('https:');
  return {
    name: secure ? `__Host-${name}` : name,
    options: (maxAgeSeconds: number) =>
      ({ httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds }) as const,
  };
}
