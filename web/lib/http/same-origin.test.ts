import { describe, expect, it } from 'vitest';

import { clientAddress, rejectCrossSite } from './same-origin';

const from = (forwardedFor?: string, realIp?: string) =>
  clientAddress(
    new Request('http://localhost/', {
      headers: {
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        ...(realIp ? { 'x-real-ip': realIp } : {}),
      },
    }),
  );

describe('clientAddress', () => {
  it('takes the X-Forwarded-For the server in front wrote, and never X-Real-IP, which any client can send', () => {
    expect(from('203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(from(undefined, '198.51.100.4')).toBe('unknown');
    expect(from()).toBe('unknown');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b::1', '2001:DB8:A:B:ffff:ffff:ffff:ffff', '2001:0db8:000a:000b:0:0:0:2%eth0']) {
      expect(from(address)).toBe(network);
    }
    expect(from('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
    expect(from('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(from('::ffff:192.0.2.33')).toBe('192.0.2.33');
  });

  it('cuts a header too long to be an address', () => {
    expect(from('x'.repeat(8_000))).toHaveLength(64);
  });
});

const SITE = 'https://reset.example';

/** What rejectCrossSite answers a POST with these headers: null lets it through. */
function verdict(headers: Record<string, string>, site = SITE) {
  return rejectCrossSite(new Request(`${SITE}/api/contact`, { method: 'POST', headers }), site);
}

describe('rejectCrossSite', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site, even with the site’s own Origin', { 'sec-fetch-site': 'cross-site', origin: SITE }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    [
      'a sibling subdomain (same site, other origin)',
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.reset.example' },
    ],
    ['the same host over http', { origin: 'http://reset.example' }],
    ['the same host on another port', { origin: 'https://reset.example:8443' }],
    ['an opaque Origin (sandboxed frame, data: URL)', { origin: 'null' }],
  ])('refuses %s with 403 and a message', async (_case, headers) => {
    const refused = verdict(headers);
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toEqual({ error: 'Cross-site requests are not allowed.' });
  });

  it.each([
    ['the site’s own Origin', { origin: SITE }],
    ['Sec-Fetch-Site: same-origin with the own Origin', { 'sec-fetch-site': 'same-origin', origin: SITE }],
    ['Sec-Fetch-Site: same-site and no Origin', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (typed or bookmarked) and no Origin', { 'sec-fetch-site': 'none' }],
    ['no Origin and no Sec-Fetch-Site (server to server, mobile apps, curl)', {}],
  ])('lets through %s', (_case, headers) => {
    expect(verdict(headers)).toBeNull();
  });

  it('compares origins, not the text of SITE_URL', () => {
    expect(verdict({ origin: SITE }, `${SITE}/`)).toBeNull();
    expect(verdict({ origin: 'http://localhost:3000' }, 'http://localhost:3000/base/')).toBeNull();
  });
});
