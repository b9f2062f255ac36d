import { describe, expect, it } from 'vitest';

import { openGraphImage } from './metadata';

const site = {
  title: '24-Hour Reset',
  description: 'One day.',
  organizationName: '24-Hour Reset',
  openGraph: {
    title: '24-Hour Reset: Feel Like Yourself Again in One Day',
    description: 'One guided day.',
    siteName: '24-Hour Reset',
    imageUrl: null,
    imageAlt: null,
  },
};

describe('the share card image', () => {
  it("is the editor's image from the site settings, cropped to 1200 × 630 by Sanity's image pipeline", () => {
    const image = openGraphImage({
      ...site,
      openGraph: {
        ...site.openGraph,
        imageUrl: 'https://cdn.sanity.io/images/abc123/production/0f1e-2400x1260.jpg',
        imageAlt: 'A sunrise over a kitchen table',
      },
    });
    expect(image).toEqual({
      url: 'https://cdn.sanity.io/images/abc123/production/0f1e-2400x1260.jpg?w=1200&h=630&fit=crop&auto=format',
      width: 1200,
      height: 630,
      alt: 'A sunrise over a kitchen table',
    });
  });

  it('falls back to the generated card, described by the share title, when the editor set no image', () => {
    const image = openGraphImage(site);
    expect(image.url).toMatch(/\/opengraph-image$/);
    expect(image.alt).toBe(site.openGraph.title);
  });
});
