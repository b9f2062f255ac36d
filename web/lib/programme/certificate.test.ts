import { describe, expect, it } from 'vitest';

import { canGenerateCertificate, wrapText } from './certificate';

describe('certificate helpers', () => {
  it('may generate only with a non-blank name, a title and a quote, and not while generating', () => {
    const ready = { name: 'Ana', title: 'Life Designer', quote: 'Reset. Rebuild. Rise.', generating: false };
    expect(canGenerateCertificate(ready)).toBe(true);
    expect(canGenerateCertificate({ ...ready, name: '   ' })).toBe(false);
    expect(canGenerateCertificate({ ...ready, title: '' })).toBe(false);
    expect(canGenerateCertificate({ ...ready, quote: '' })).toBe(false);
    expect(canGenerateCertificate({ ...ready, generating: true })).toBe(false);
  });

  it('wraps text by words to the width given', () => {
    const measure = (value: string) => value.length;
    expect(wrapText('In just 24 hours, I changed everything.', 16, measure)).toEqual([
      'In just 24',
      'hours, I changed',
      'everything.',
    ]);
    expect(wrapText('Supercalifragilistic word', 5, measure)).toEqual(['Supercalifragilistic', 'word']);
  });
});
