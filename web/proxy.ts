import { NextResponse, type NextRequest } from 'next/server';

import { REQUESTED_PATH_HEADER, resolveSession, SESSION_COOKIE } from './lib/auth/session-token';
import { usernameForLink } from './lib/auth/sign-in-link';
import { handOverSession, VERIFIED_SESSION_HEADER } from './lib/auth/verified-session';
import { safeNextPath } from './lib/http/next-path';
import type { Member } from './lib/db/members';
import { getDb } from './lib/db';
import { getConfig } from './lib/env';
import { ServiceUnavailableError } from './lib/service-unavailable';
import { siteCookie } from './lib/tokens';

/**
 * The first check on a members' page: a request without a live session goes to
 * /login at once (and loses its dead cookie), and one that cannot be checked
 * because the database is down gets 503 with Retry-After, which a page render
 * cannot answer. Every members' page checks the session again itself
 * (`requireMember()`): this proxy is never the only guard, but the page may
 * take over this check's answer for the same request and cookie rather than
 * query again (web/lib/auth/verified-session.ts).
 *
 * The two sign-in pages: a signed-in member is sent on from /login here (the
 * page itself is static), /sign-in reads the database as it renders to name
 * the link's account, and a database that cannot answer gets the same 503 on both.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const requested = pathname + search;
  const { siteUrl, secrets } = getConfig();
  const cookie = siteCookie(SESSION_COOKIE, siteUrl);
  const sealed = request.cookies.get(cookie.name)?.value;
  const signInPage = pathname === '/login' || pathname === '/sign-in';

  let member: Member | null = null;
  try {
    if (sealed) member = await resolveSession(await getDb(), sealed, secrets.sessionSecret);
    else if (pathname === '/sign-in' && request.nextUrl.searchParams.has('token')) {
      // The lookup the page makes: if the database cannot answer it here, the page could not either.
      await usernameForLink(await getDb(), request.nextUrl.searchParams.get('token') ?? '');
    }
  } catch (error) {
    if (ServiceUnavailableError.is(error)) return unavailable(signInPage ? 'signIn' : 'programme');
    throw error;
  }
  if (pathname === '/login' && member)
    return NextResponse.redirect(new URL(afterSignIn(request, siteUrl), request.url));
  if (signInPage) return handOver(request, sealed, member);
  if (!sealed || !member) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', requested);
    const response = NextResponse.redirect(login);
    if (sealed) {
      response.cookies.set(cookie.name, '', cookie.options(0));
    }
    return response;
  }
  return handOver(request, sealed, member);
}

/**
 * Where /login sends a member who is signed in already: its `next` parameter
 * if that is a path on this site, else the dashboard. Answered here because a
 * redirect from the page would come after its shell, with status 200.
 */
function afterSignIn(request: NextRequest, siteUrl: string): string {
  const next = request.nextUrl.searchParams.getAll('next');
  return (next.length === 1 ? safeNextPath(next[0], siteUrl) : null) ?? '/dashboard';
}

/** Lets the request through, with the member this check found for the page to take over. */
function handOver(request: NextRequest, sealed: string | undefined, member: Member | null): NextResponse {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, pathname + search);
  // Replaces whatever the client sent under that name.
  if (sealed && member) headers.set(VERIFIED_SESSION_HEADER, handOverSession(sealed, member));
  else headers.delete(VERIFIED_SESSION_HEADER);
  return NextResponse.next({ request: { headers } });
}

const RETRY_AFTER_SECONDS = 5;

const UNAVAILABLE_HEADINGS = {
  programme: 'Your programme is temporarily unavailable',
  signIn: 'Signing in is temporarily unavailable',
} as const;

function unavailable(what: keyof typeof UNAVAILABLE_HEADINGS): NextResponse {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable | 24-Hour Reset</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#047857}</style>
</head><body><main>
<h1>${UNAVAILABLE_HEADINGS[what]}</h1>
<p>We cannot check your sign-in right now. Nothing is lost: please try again in a moment.</p>
<p><a href="">Try again</a></p>
</main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The pages of app/(members), and the two sign-in pages. Next.js reads the
 * matcher only as a literal, so the route group is its one source:
 * tests/api/members-guard.test.ts holds the matcher the build compiled to every
 * page of the build, both ways.
 */
export const config = {
  matcher: ['/dashboard', '/product/reset/:path*', '/daily-reset-tracker', '/login', '/sign-in'],
};
