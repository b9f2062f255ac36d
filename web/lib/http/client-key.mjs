import { isIPv6 } from 'node:net';

/** Longer than any IPv6 address with a zone; a longer value is not an address, and is cut (it is indexed). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * Who counts as one client for the per-client limits, from the address the
 * server vouches for: an IPv4 address as it is, an IPv6 one by its /64. A
 * subscriber line is given a whole /64, so one household could otherwise
 * rotate through endless addresses, where behind IPv4 it shares one. Used by
 * the app's limits in Postgres and by the admission in front of the app
 * (scripts/serve.mjs), so both count the same clients.
 *
 * @param {string | undefined} address
 * @returns {string}
 */
export function clientKey(address) {
  const cut = (address || 'unknown').slice(0, MAX_ADDRESS_LENGTH);
  return isIPv6(cut) ? ipv6Network(cut) : cut;
}

/**
 * `2001:db8:1:2::/64` for any address in that /64; the IPv4 address itself for an IPv4-mapped one.
 *
 * @param {string} address
 */
function ipv6Network(address) {
  const plain = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  // A trailing dotted quad stands for the last two groups.
  /** @param {string} part */
  const groups = (part) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = plain.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
