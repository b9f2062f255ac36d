import 'server-only';

import { createHash } from 'node:crypto';

import { z } from 'zod';

import { seal, unseal } from '../tokens';

/**
 * A browser a member has signed in on carries a sealed note of that username.
 * Guesses spread over many addresses fill a username's sign-in ceiling; the
 * ceiling does not apply to a browser that proves the member signed in there
 * before, so a stranger's guessing slows the stranger down and never locks the
 * member out of their own devices.
 */
export const KNOWN_DEVICE_COOKIE = 'reset_known_device';

/** As long as a browser keeps a cookie at most. */
export const KNOWN_DEVICE_TTL_SECONDS = 400 * 24 * 60 * 60;

const knownDeviceSeal = z.object({ signedInAs: z.string() });

export function sealKnownDevice(username: string, secret: string): Promise<string> {
  return seal(
    { signedInAs: username.toLowerCase() } satisfies z.infer<typeof knownDeviceSeal>,
    secret,
    KNOWN_DEVICE_TTL_SECONDS,
  );
}

/**
 * This browser's key for the sign-in limits when `sealed` says it has signed
 * in as `username` (compared as the member table does): a digest of its note,
 * which only that sign-in could have made. Undefined for any other browser.
 */
export async function knownDeviceKey(
  sealed: string | undefined,
  username: string,
  secret: string,
): Promise<string | undefined> {
  const note = await unseal(sealed, knownDeviceSeal, secret, KNOWN_DEVICE_TTL_SECONDS);
  if (!sealed || note?.signedInAs !== username.trim().toLowerCase()) return undefined;
  return createHash('sha256').update(sealed).digest('base64url');
}
