import 'server-only';

import { jsonError } from './json';

/**
 * Refuses state-changing requests a browser sends from another site: with
 * SameSite=Lax cookies this closes the remaining CSRF gaps. Requests with no
 * Origin and no Sec-Fetch-Site (server-to-server, mobile apps, curl) pass.
 */
export function rejectCrossSite(request: Request, siteUrl: string): Response | null {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return jsonError(403, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(siteUrl).origin) {
    return jsonError(403, 'Cross-site requests are not allowed.');
  }
  return null;
}

/** Longer than any IPv6 address with a zone; a longer header is not an address, and is cut (it is indexed). */
const MAX_ADDRESS_LENGTH = 64;

/** The caller's address as the load balancer reports it (first X-Forwarded-For hop), for throttling. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || request.headers.get('x-real-ip') || 'unknown').slice(0, MAX_ADDRESS_LENGTH);
}
