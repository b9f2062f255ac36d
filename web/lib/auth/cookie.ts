/**
 * The session cookie's name and attributes. Edge-safe (no Node APIs), so the
 * proxy can check for the cookie cheaply before any page renders.
 */
export const SESSION_COOKIE = 'reset_session';
/** `__Host-` binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure). */
export const SECURE_SESSION_COOKIE = '__Host-reset_session';

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: maxAgeSeconds };
}
