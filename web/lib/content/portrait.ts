import type { LandingQueryResult } from './sanity.types';

/** A testimonial's portrait as the landing query projects it: the image's CDN address and its focal point. */
export type Portrait = NonNullable<LandingQueryResult['testimonials'][number]['portrait']>;

/** A square at `size` CSS pixels, cropped around the editor's focal point, doubled for sharp screens. */
export function portraitSrc(portrait: Portrait | null | undefined, size: number): string | null {
  if (!portrait?.url) return null;
  const url = new URL(portrait.url);
  const params = new URLSearchParams({ w: String(size * 2), h: String(size * 2), fit: 'crop', auto: 'format' });
  const { x, y } = portrait.hotspot ?? {};
  if (typeof x === 'number' && typeof y === 'number') {
    params.set('crop', 'focalpoint');
    params.set('fp-x', x.toFixed(3));
    params.set('fp-y', y.toFixed(3));
  }
  url.search = params.toString();
  return url.toString();
}
