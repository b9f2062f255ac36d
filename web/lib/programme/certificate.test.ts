import { describe, expect, it } from 'vitest';

import { canGenerateCertificate, certificateWording, wrapText } from './certificate';

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

  it('words the certificate once, for the image and for its text on the page', () => {
    const words = certificateWording({
      programmeName: '24-Hour Reset',
      name: 'Hana',
      title: 'Life Designer',
      quote: 'Reset. Rebuild. Rise.',
      date: '1 March 2026',
      siteUrl: 'https://reset.example',
    });
    expect(words.earned).toBe('completed the 24-Hour Reset and earned the title');
    expect(words.quote).toBe('“Reset. Rebuild. Rise.”');
    expect(words.address).toBe('reset.example');
  });
});
