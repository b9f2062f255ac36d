import 'server-only';

import type { Metadata } from 'next';

import { fetchContent, seoQuery } from '../content';
import { getConfig } from '../env';

export async function getSeoContent() {
  const seo = await fetchContent(seoQuery, { tags: ['siteSettings', 'product'] });
  if (!seo.site || !seo.product) throw new Error('SEO needs the site settings and product documents.');
  return { site: seo.site, product: seo.product };
}

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

/**
 * A public page's title, description, canonical URL and Open Graph card. The
 * card's image is app/opengraph-image.tsx, which Next.js adds to every page.
 */
export async function pageMetadata({ title, description, path, absoluteTitle = false }: PageSeo): Promise<Metadata> {
  const { site } = await getSeoContent();
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
      // A page's own openGraph replaces its parents', so the generated card is named again here.
      images: [{ url: absoluteUrl('/opengraph-image'), width: 1200, height: 630, alt: site.openGraph.title }],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
