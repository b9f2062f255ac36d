import 'server-only';

import { stegaClean } from '@sanity/client/stega';
import type { Metadata, Viewport } from 'next';

import { getSeo } from '../content';
import { getConfig } from '../env';

/** The canonical address of a path: always SITE_URL, never the request's Host. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${getConfig().siteUrl}/`).toString();
}

interface PageSeo {
  /** Shown in the tab and search results; a page title is followed by the site's name. */
  title: string;
  description: string;
  path: string;
  /** The home page's title stands alone, without the site name after it. */
  absoluteTitle?: boolean;
}

/** The editor's share image, else the card app/opengraph-image.tsx draws. */
export function openGraphImage(site: Awaited<ReturnType<typeof getSeo>>['site']) {
  const { imageUrl, imageAlt, title } = site.openGraph;
  if (imageUrl) {
    // Sanity's image pipeline crops and scales to the size every network expects.
    const url = new URL(imageUrl);
    url.search = new URLSearchParams({ w: '1200', h: '630', fit: 'crop', auto: 'format' }).toString();
    return { url: url.toString(), width: 1200, height: 630, alt: imageAlt ?? title };
  }
  return { url: absoluteUrl('/opengraph-image'), width: 1200, height: 630, alt: title };
}

/** A public page's metadata, without the preview overlays' stega, which a tab title has no use for. */
export async function pageMetadata(seo: PageSeo): Promise<Metadata> {
  const { title, description, path, absoluteTitle = false } = stegaClean(seo);
  const { site } = await getSeo();
  const url = absoluteUrl(path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'en_IE',
      url,
      title,
      description,
      siteName: site.openGraph.siteName,
      // A page's own openGraph replaces its parents', so the card is named again on every page.
      images: [openGraphImage(site)],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/** The root layout's and the 404 document's. */
export const SITE_VIEWPORT: Viewport = {
  themeColor: '#16804a',
  width: 'device-width',
  initialScale: 1,
};
