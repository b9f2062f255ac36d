import { NextResponse, type NextRequest } from 'next/server';

import { REQUESTED_PATH_HEADER, resolveSession, SESSION_COOKIE } from './lib/auth/session-token';
import { usernameForLink } from './lib/auth/sign-in-link';
import { safeNextPath } from './lib/http/next-path';
import type { SignedInMember } from './lib/db/members';
import { getDb } from './lib/db';
import { getConfig } from './lib/env';
import { ServiceUnavailableError } from './lib/service-unavailable';
import { siteCookie } from './lib/tokens';

/**
 * A members' page without a live session goes to /login at once; with the database down, 503
 * and Retry-After, which a render cannot answer. Each page checks the session again itself.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requested = pathname + search;
  const { siteUrl, secrets } = getConfig();
  const cookie = siteCookie(SESSION_COOKIE, siteUrl);
  const sealed = request.cookies.get(cookie.name)?.value;
  const signInPage = pathname === '/login' || pathname === '/sign-in';

  let member: SignedInMember | null = null;
  try {
    if (sealed) member = await resolveSession(await getDb(), sealed, secrets.sessionSecret);
    else if (pathname === '/sign-in' && request.nextUrl.searchParams.has('token')) {
      // The lookup the page makes: if the database cannot answer it here, the page could not either.
      await usernameForLink(await getDb(), request.nextUrl.searchParams.get('token') ?? '');
    }
  } catch (error) {
    if (!ServiceUnavailableError.is(error)) throw error;
    return unavailable(
      signInPage ? 'Signing in is temporarily unavailable' : 'Your programme is temporarily unavailable',
    );
  }
  if (pathname === '/login' && member) {
    // Answered here: the page's own redirect would come after its shell, with 200.
    const next = request.nextUrl.searchParams.getAll('next');
    const to = (next.length === 1 ? safeNextPath(next[0], siteUrl) : null) ?? '/dashboard';
    return NextResponse.redirect(new URL(to, request.url));
  }
  if (!signInPage && !member) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', requested);
    const response = NextResponse.redirect(login);
    if (sealed) response.cookies.set(cookie.name, '', cookie.options(0));
    return response;
  }
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, requested);
  return NextResponse.next({ request: { headers } });
}

function unavailable(heading: string): NextResponse {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable | 24-Hour Reset</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#047857}</style>
</head><body><main>
<h1>${heading}</h1>
<p>We cannot check your sign-in right now. Nothing is lost: please try again in a moment.</p>
<p><a href="">Try again</a></p>
</main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': '5',
      'Cache-Control': 'no-store',
    },
  });
}

/** app/(members) and the two sign-in pages, as a literal Next.js can read. */
export const config = {
  matcher: ['/dashboard', '/product/reset/:path*', '/daily-reset-tracker', '/login', '/sign-in'],
};
