// The files a page needs, read from what the server sent rather than a list kept by hand.

/** The build's files: content-hashed, so a stored copy never goes stale. */
const BUILD_FILE = /(?:\/_next\/)?static\/(?:chunks|css|media)\/[^"'`\s\\)<>,]+/g;
const SOURCE_ATTRIBUTE = /\s(?:src|srcset)="([^"]+)"/g;
const LINK_TAG = /<link\b[^>]*>/g;
const HREF = /\shref="([^"]+)"/;
const LINK_REL = /\srel="([^"]+)"/;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/g;
const PAGE_RELS = new Set(['canonical', 'alternate', 'next', 'prev', 'author', 'help', 'license', 'search']);

export type AssetSource = 'html' | 'css' | 'js';

export function assetUrlsIn(text: string, base: string, kind: AssetSource): string[] {
  const found = new Set<string>();
  const keep = (reference: string, relativeTo: string) => {
    const path = sameOriginPath(decodeEntities(reference.trim()), relativeTo);
    if (path) found.add(path);
  };

  for (const match of text.matchAll(BUILD_FILE)) {
    keep(match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`, base);
  }
  if (kind === 'html') {
    for (const [, value = ''] of text.matchAll(SOURCE_ATTRIBUTE)) {
      for (const candidate of value.split(',')) keep(candidate.trim().split(/\s+/)[0] ?? '', base);
    }
    for (const [tag] of text.matchAll(LINK_TAG)) {
      const href = HREF.exec(tag)?.[1];
      const rels = (LINK_REL.exec(tag)?.[1] ?? '').toLowerCase().split(/\s+/);
      if (href && !rels.some((rel) => PAGE_RELS.has(rel))) keep(href, base);
    }
  }
  if (kind === 'css') {
    for (const [, reference = ''] of text.matchAll(CSS_URL)) keep(reference, base);
  }
  return [...found].sort();
}

function sameOriginPath(reference: string, base: string): string | null {
  if (!reference || reference.startsWith('data:') || reference.startsWith('blob:') || reference.startsWith('#')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(reference, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return url.pathname + url.search;
}

function decodeEntities(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");
}

export function assetKind(path: string): AssetSource | null {
  const [pathname = ''] = path.split('?');
  if (pathname.endsWith('.js')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}
