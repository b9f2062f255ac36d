/**
 * Who is asking, as far as this server can vouch: the socket's peer, or, behind `hops`
 * proxies of ours that each append what they saw to X-Forwarded-For, what the outermost
 * saw. Anything left of that was written by the client and proves nothing.
 *
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} hops
 */
export function vouchedClientAddress(forwardedFor, socketAddress, hops) {
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, socketAddress ?? 'unknown'];
  // A chain shorter than the proxies promised reached us some other way: its first hop is the best we know.
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** TRUSTED_PROXY_HOPS: a whole number of proxies, 0 (trust no header) when unset. */
export function parseTrustedProxyHops(value) {
  if (value === undefined || value === '') return 0;
  if (!/^\d{1,2}$/.test(value)) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies (0 to 99), not ${JSON.stringify(value)}.`);
  }
  return Number(value);
}
