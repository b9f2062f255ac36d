import 'server-only';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';

import { getDb } from '../db';
import type { Member, SignedInMember } from '../db/members';
import { getConfig } from '../env';
import { safeNextPath } from '../http/next-path';
import { siteCookie } from '../tokens';
import { knownDeviceKey, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_TTL_SECONDS, sealKnownDevice } from './known-device';
import { authenticate, type LoginResult } from './login';
import {
  endSession,
  REQUESTED_PATH_HEADER,
  resolveSession,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
  startSession,
} from './session-token';
import { SIGNED_IN_HINT } from './signed-in-hint';
import { claimAccountWithLink, usernameForLink } from './sign-in-link';

export type { SignedInMember };

const sessionCookie = () => siteCookie(SESSION_COOKIE, getConfig().siteUrl);
const hintCookie = () => siteCookie(SIGNED_IN_HINT.name, getConfig().siteUrl);
const knownDeviceCookie = () => siteCookie(KNOWN_DEVICE_COOKIE, getConfig().siteUrl);

async function sealedCookie(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookie().name)?.value;
}

/** The signed-in member, verified against the session record once per request; null when signed out. */
export const getCurrentMember = cache(async (): Promise<SignedInMember | null> => {
  const sealed = await sealedCookie();
  return sealed ? resolveSession(await getDb(), sealed, getConfig().secrets.sessionSecret) : null;
});

/** For members' pages: the member, or a redirect to /login that comes back here afterwards. */
export async function requireMember(): Promise<SignedInMember> {
  const member = await getCurrentMember();
  if (member) return member;
  const requested = safeNextPath((await headers()).get(REQUESTED_PATH_HEADER), getConfig().siteUrl);
  redirect(requested ? `/login?next=${encodeURIComponent(requested)}` : '/login');
}

/** Starts a session with a new token, and marks this browser as one the member signs in on. */
async function signIn(member: Member): Promise<void> {
  const secret = getConfig().secrets.sessionSecret;
  const sealed = await startSession(await getDb(), member.id, secret);
  const jar = await cookies();
  jar.set(sessionCookie().name, sealed, sessionCookie().options(SESSION_TTL_SECONDS));
  jar.set(hintCookie().name, SIGNED_IN_HINT.value, { ...hintCookie().options(SESSION_TTL_SECONDS), httpOnly: false });
  jar.set(
    knownDeviceCookie().name,
    await sealKnownDevice(member.username, secret),
    knownDeviceCookie().options(KNOWN_DEVICE_TTL_SECONDS),
  );
}

export async function signOut(): Promise<void> {
  const sealed = await sealedCookie();
  await endSession(await getDb(), sealed, getConfig().secrets.sessionSecret);
  // Removed with the attributes it was set with: a browser ignores a __Host- cookie's removal without Secure.
  const jar = await cookies();
  jar.set(sessionCookie().name, '', sessionCookie().options(0));
  jar.set(hintCookie().name, '', { ...hintCookie().options(0), httpOnly: false });
}

export async function signInWithPassword(
  credentials: { username: string; password: string },
  clientAddress: string,
): Promise<LoginResult> {
  const device = await knownDeviceKey(
    (await cookies()).get(knownDeviceCookie().name)?.value,
    credentials.username,
    getConfig().secrets.sessionSecret,
  );
  const result = await authenticate(await getDb(), credentials, clientAddress, { device });
  if (result.ok) await signIn(result.member);
  return result;
}

/** Uses an e-mailed link (see claimAccountWithLink) and signs this browser in as its owner. */
export async function signInWithLink(
  token: string,
  newPassword: string,
  clientAddress: string,
): ReturnType<typeof claimAccountWithLink> {
  const result = await claimAccountWithLink(await getDb(), token, newPassword, clientAddress);
  if (result.ok) await signIn(result.member);
  return result;
}

/** Whose account an e-mailed link opens, while it can still be used (the page that asks for a password). */
export async function linkOwner(token: string): Promise<string | undefined> {
  return usernameForLink(await getDb(), token);
}
