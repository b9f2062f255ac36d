/** A testimonial's portrait as the landing query projects it: the image's CDN address and its focal point. */
export interface Portrait {
  url: string | null;
  hotspot: { x: number | null; y: number | null } | null;
}

/**
 * The portrait's address at `size` CSS pixels, square, from Sanity's image
 * pipeline: scaled and cropped around the point the editor chose, twice the
 * size for sharp screens, in the best format the browser takes. Null without
 * an uploaded image.
 */
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
