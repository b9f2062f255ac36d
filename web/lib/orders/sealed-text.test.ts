import { describe, expect, it } from 'vitest';

import { openText, sealText } from './sealed-text';

const SECRET = 'x'.repeat(40);

describe('sealed text', () => {
  it('opens what it sealed, with the same secret and purpose', () => {
    expect(openText(sealText('Pa55word', SECRET, 'credentials'), SECRET, 'credentials')).toBe('Pa55word');
  });

  it('never contains the plaintext and differs each time', () => {
    const [a, b] = [sealText('Pa55word', SECRET, 'p'), sealText('Pa55word', SECRET, 'p')];
    expect(a).not.toContain('Pa55word');
    expect(a).not.toBe(b);
  });

  it('refuses another secret, another purpose or an altered value', () => {
    const sealed = sealText('Pa55word', SECRET, 'p');
    expect(openText(sealed, 'y'.repeat(40), 'p')).toBeNull();
    expect(openText(sealed, SECRET, 'other')).toBeNull();
    expect(openText(sealed.slice(0, -3) + 'AAA', SECRET, 'p')).toBeNull();
  });
});
