import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';

import { jsonError } from './json';

/** The answers a scheduler gets when it is not let in; both name what to fix, neither the secret. */
export const CRON_MESSAGES = {
  notConfigured: 'Scheduled jobs are turned off: set CRON_SECRET on the server to enable them.',
  unauthorized: 'Missing or wrong Authorization header: send "Bearer" and the CRON_SECRET.',
} as const;

/**
 * Lets a scheduler in when it sends `Authorization: Bearer <secret>`, as Vercel Cron does;
 * else the refusal. Both sides are hashed first, so the comparison's time tells nothing.
 */
export function refuseUnscheduled(request: Request, secret: string | undefined): Response | null {
  if (!secret) return jsonError(503, CRON_MESSAGES.notConfigured);
  const header = request.headers.get('authorization') ?? '';
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  if (!timingSafeEqual(digest(header.trim()), digest(`Bearer ${secret}`))) {
    return jsonError(401, CRON_MESSAGES.unauthorized, { 'WWW-Authenticate': 'Bearer' });
  }
  return null;
}
