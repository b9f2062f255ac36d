import { describe, expect, it } from 'vitest';

import { usernameFromEmail } from './usernames';

const SUFFIX = '[2-9a-hjkmnp-z]{7}';

describe('usernameFromEmail', () => {
  it('keeps up to ten letters and digits of the local part and adds a random suffix', () => {
    expect(usernameFromEmail('Anna.Lee+reset@example.com')).toMatch(new RegExp(`^annaleeres-${SUFFIX}$`));
  });

  it('drops accents and symbols, and pads a very short name', () => {
    expect(usernameFromEmail('zoë@example.com')).toMatch(new RegExp(`^zoe-${SUFFIX}$`));
    expect(usernameFromEmail('a@example.com')).toMatch(new RegExp(`^reseta-${SUFFIX}$`));
  });

  it('stays short enough to read and type: 18 characters at most', () => {
    expect(usernameFromEmail(`${'x'.repeat(80)}@example.com`).length).toBeLessThanOrEqual(18);
  });

  it('cannot be guessed from the address: a thousand draws for one address are all different', () => {
    const names = new Set(Array.from({ length: 1000 }, () => usernameFromEmail('victim@example.com')));
    expect(names.size).toBe(1000);
  });
});
