import { describe, expect, it } from 'vitest';

import { safeNextPath } from './next-path';

const SITE = 'https://reset.example';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/product/reset/morning?tab=keto#meal', '/product/reset/morning?tab=keto#meal'],
    ['/a/../dashboard', '/dashboard'],
    ['/caf\u00e9', '/caf%C3%A9'],
    ['/%09/evil.example', '/%09/evil.example'],
    // Encoded slashes are one path segment here, never a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-origin path %j as %j', (input, expected) => {
    expect(safeNextPath(input, SITE)).toBe(expected);
  });

  it.each([
    // Browsers strip tabs and newlines, so each of these would become //evil.example.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\t\\evil.example',
    '/\\evil.example',
    '//evil.example',
    '///evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/\u0085evil',
    '/\u007f',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeNextPath(input, SITE)).toBeNull();
  });

  it.each(['/..//evil.example', '/.//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/./%2e//evil'])(
    'refuses %j, which resolves to a path starting with // (a protocol-relative address)',
    (input) => {
      expect(safeNextPath(input, SITE)).toBeNull();
    },
  );

  it('refuses nothing and nulls', () => {
    expect(safeNextPath(null, SITE)).toBeNull();
    expect(safeNextPath(undefined, SITE)).toBeNull();
  });

  it('never returns anything a Location header cannot carry', () => {
    const result = safeNextPath('/\u{1F600}?q=\u00fc', SITE);
    expect(result).toBe('/%F0%9F%98%80?q=%C3%BC');
  });
});
