import 'server-only';

import { clientKey } from './door.mjs';
import { jsonError } from './json';

/** With SameSite=Lax cookies, closes the remaining CSRF gaps; no Origin nor Sec-Fetch-Site (curl, servers) passes. */
export function rejectCrossSite(request: Request, siteUrl: string): Response | null {
  const origin = request.headers.get('origin');
  if (
    request.headers.get('sec-fetch-site') === 'cross-site' ||
    (origin !== null && origin !== new URL(siteUrl).origin)
  ) {
    return jsonError(403, 'Cross-site requests are not allowed.');
  }
  return null;
}

/**
 * The caller, for throttling: X-Forwarded-For, which the server in front of the app
 * writes over whatever the client sent (scripts/serve.mjs; on Vercel, its edge).
 */
export function clientAddress(request: Request): string {
  return clientKey(request.headers.get('x-forwarded-for')?.split(',')[0]?.trim());
}
