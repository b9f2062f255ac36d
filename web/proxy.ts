import { NextResponse, type NextRequest } from 'next/server';

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './lib/auth/cookie';

const REQUESTED_PATH_HEADER = 'x-requested-path';

/**
 * The cheap check: a request for a members' page without any session cookie
 * goes to /login at once. Whether a cookie is valid is decided by the members'
 * layout on the server (`requireMember()`), which never relies on this proxy.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requested = pathname + search;
  if (!request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SECURE_SESSION_COOKIE)) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', requested);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, requested);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/dashboard', '/product/reset/:path*', '/daily-reset-tracker'],
};
