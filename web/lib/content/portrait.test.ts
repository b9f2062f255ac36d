import { describe, expect, it } from 'vitest';

import { portraitSrc } from './portrait';

const url = 'https://cdn.sanity.io/images/abc123/production/0f1e-600x800.jpg';

describe('a testimonial portrait', () => {
  it('is a square crop at twice its size, around the point the editor chose', () => {
    expect(portraitSrc({ url, hotspot: { x: 0.5, y: 0.3 } }, 40)).toBe(
      `${url}?w=80&h=80&fit=crop&auto=format&crop=focalpoint&fp-x=0.500&fp-y=0.300`,
    );
  });

  it('is centred without a chosen point', () => {
    expect(portraitSrc({ url, hotspot: null }, 40)).toBe(`${url}?w=80&h=80&fit=crop&auto=format`);
  });

  it('is absent without an uploaded image', () => {
    expect(portraitSrc(null, 40)).toBeNull();
    expect(portraitSrc({ url: null, hotspot: null }, 40)).toBeNull();
  });
});
