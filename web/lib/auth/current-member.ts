import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { getDb } from '../db';
import { findActiveMemberById, recordLogin, type Member } from '../db/members';
import { getConfig } from '../env';
import { sessionCookieName, sessionCookieOptions } from './cookie';
import { endSession, resolveSession, SESSION_TTL_SECONDS, startSession } from './session-token';

/** Where the proxy records the path a signed-out visitor asked for. */
export const REQUESTED_PATH_HEADER = 'x-requested-path';

function secureCookies(): boolean {
  return getConfig().siteUrl.startsWith('https:');
}

async function sealedCookie(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName(secureCookies()))?.value;
}

/** The signed-in member, verified against the session record; null when signed out. Once per request. */
export const getCurrentMember = cache(async (): Promise<Member | null> => {
  const sealed = await sealedCookie();
  if (!sealed) return null;
  return resolveSession(await getDb(), sealed, getConfig().secrets.sessionSecret);
});

/** Only a path on this site: never an open redirect to another origin. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * For members' pages: the member, or a redirect to /login that comes back here
 * afterwards. Checked on the server for every request; the proxy's cookie check
 * is only a shortcut.
 */
export async function requireMember(): Promise<Member> {
  const member = await getCurrentMember();
  if (member) return member;
  const requested = safeNextPath((await headers()).get(REQUESTED_PATH_HEADER));
  redirect(requested ? `/login?next=${encodeURIComponent(requested)}` : '/login');
}

/** Starts a session for the member and sets a fresh cookie (a new token at every sign-in). */
export async function signIn(member: Member): Promise<void> {
  const secure = secureCookies();
  const sealed = await startSession(await getDb(), member.id, getConfig().secrets.sessionSecret);
  (await cookies()).set(sessionCookieName(secure), sealed, sessionCookieOptions(secure, SESSION_TTL_SECONDS));
}

/** Ends this browser's session record and removes the cookie. */
export async function signOut(): Promise<void> {
  const sealed = await sealedCookie();
  await endSession(await getDb(), sealed, getConfig().secrets.sessionSecret);
  (await cookies()).delete(sessionCookieName(secureCookies()));
}

/** Signs in a member found by id (the e-mailed sign-in link); false if their access was withdrawn. */
export async function signInMemberById(memberId: string): Promise<boolean> {
  const db = await getDb();
  const member = await findActiveMemberById(db, memberId);
  if (!member) return false;
  await recordLogin(db, member.id);
  await signIn(member);
  return true;
}
