import 'server-only';

import { isIPv6 } from 'node:net';

import { jsonError } from './json';

/**
 * Refuses state-changing requests a browser sends from another site: with
 * SameSite=Lax cookies this closes the remaining CSRF gaps. Requests with no
 * Origin and no Sec-Fetch-Site (server-to-server, mobile apps, curl) pass.
 */
export function rejectCrossSite(request: Request, siteUrl: string): Response | null {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    return jsonError(403, 'Cross-site requests are not allowed.');
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(siteUrl).origin) {
    return jsonError(403, 'Cross-site requests are not allowed.');
  }
  return null;
}

/** Longer than any IPv6 address with a zone; a longer header is not an address, and is cut (it is indexed). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The caller, for throttling: the one address in X-Forwarded-For, which the
 * server in front of the app writes over whatever the client sent
 * (scripts/serve.mjs from the socket or a trusted proxy; on Vercel, the
 * platform's edge). An IPv6 caller is counted by its /64: a subscriber line is
 * given a whole /64, so one household could otherwise rotate through endless
 * addresses, where behind IPv4 it shares one.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = (forwarded || 'unknown').slice(0, MAX_ADDRESS_LENGTH);
  return isIPv6(address) ? ipv6Network(address) : address;
}

/** `2001:db8:1:2::/64` for any address in that /64; the IPv4 address itself for an IPv4-mapped one. */
function ipv6Network(address: string): string {
  const plain = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  // A trailing dotted quad stands for the last two groups.
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = plain.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
