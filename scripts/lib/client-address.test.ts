import { describe, expect, it } from 'vitest';

import { parseTrustedProxyHops, vouchedClientAddress } from './client-address.mjs';

describe('vouchedClientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the client claims', () => {
    expect(vouchedClientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('198.51.100.1');
    expect(vouchedClientAddress(undefined, '198.51.100.1', 0)).toBe('198.51.100.1');
  });

  it('behind one proxy, is the address that proxy appended, not what the client wrote before it', () => {
    expect(vouchedClientAddress('6.6.6.6, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(vouchedClientAddress(['6.6.6.6', '203.0.113.9'], '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('behind two proxies, skips the inner one', () => {
    expect(vouchedClientAddress('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the first hop when the chain is shorter than the proxies promised', () => {
    expect(vouchedClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(vouchedClientAddress(' , ', '10.0.0.2', 3)).toBe('10.0.0.2');
  });
});

describe('parseTrustedProxyHops', () => {
  it('defaults to trusting no header', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops('')).toBe(0);
  });

  it('refuses anything but a whole number, naming the variable', () => {
    expect(parseTrustedProxyHops('2')).toBe(2);
    expect(() => parseTrustedProxyHops('yes')).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseTrustedProxyHops('-1')).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
