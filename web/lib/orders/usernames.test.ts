import { describe, expect, it } from 'vitest';

import { usernameFromEmail } from './usernames';

describe('usernameFromEmail', () => {
  it('keeps the letters and digits of the local part and adds four digits', () => {
    expect(usernameFromEmail('Anna.Lee+reset@example.com')).toMatch(/^annaleereset-\d{4}$/);
  });

  it('drops accents and symbols, and pads a very short name', () => {
    expect(usernameFromEmail('zoë@example.com')).toMatch(/^zoe-\d{4}$/);
    expect(usernameFromEmail('a@example.com')).toMatch(/^reseta-\d{4}$/);
  });

  it('stays within the username length limit for a long address', () => {
    expect(usernameFromEmail(`${'x'.repeat(80)}@example.com`).length).toBeLessThanOrEqual(21);
  });
});
