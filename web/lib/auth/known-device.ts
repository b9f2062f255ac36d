import 'server-only';

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

/** Whether `sealed` says this browser has signed in as `username` (compared as the member table does). */
export async function isKnownDeviceOf(sealed: string | undefined, username: string, secret: string): Promise<boolean> {
  const note = await unseal(sealed, knownDeviceSeal, secret, KNOWN_DEVICE_TTL_SECONDS);
  return note?.signedInAs === username.trim().toLowerCase();
}
