import 'server-only';

import { createHash } from 'node:crypto';

import { z } from 'zod';

import { seal, unseal } from '../tokens';

// A browser a member has signed in on carries a sealed note of that username: its sign-ins count
// against a limit of their own, so strangers' guesses never lock the member out of their devices.
export { KNOWN_DEVICE_COOKIE } from '../http/door.mjs';

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

/** The sign-in limits' key (its note's digest) when `sealed` says this browser signed in as `username`. */
export async function knownDeviceKey(
  sealed: string | undefined,
  username: string,
  secret: string,
): Promise<string | undefined> {
  const note = await unseal(sealed, knownDeviceSeal, secret, KNOWN_DEVICE_TTL_SECONDS);
  if (!sealed || note?.signedInAs !== username.trim().toLowerCase()) return undefined;
  return createHash('sha256').update(sealed).digest('base64url');
}
