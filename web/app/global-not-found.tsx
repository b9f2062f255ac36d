import { stegaClean } from '@sanity/client/stega';
import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';

import { PreviewBar } from '@/components/preview/preview-bar';
import { VisualEditingLoader } from '@/components/preview/visual-editing-loader';
import { NotFoundCard } from '@/components/site/not-found-card';
import { PlainLinks } from '@/components/site/plain-links';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SkipLink } from '@/components/site/skip-link';
import { getErrorPages, getSeo, getSiteLayout } from '@/lib/content';
import { getConfig } from '@/lib/env';
import { SITE_VIEWPORT } from '@/lib/seo/metadata';

import './globals.css';

// Next.js adds noindex itself. No root layout above it: it names the site's address itself.
export async function generateMetadata(): Promise<Metadata> {
  const [{ site }, { notFound }] = await Promise.all([getSeo(), getErrorPages()]);
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: stegaClean(`${notFound.heading} | ${site.title}`),
    description: stegaClean(site.description),
  };
}

export const viewport: Viewport = SITE_VIEWPORT;

/**
 * Any path no route matches, as a document of its own (experimental.globalNotFound): a catch-all
 * calling notFound() sent an empty shell, the screen only in the RSC payload (vercel/next.js#62228).
 */
export default async function GlobalNotFound() {
  const [layout, { notFound }, { isEnabled: preview }] = await Promise.all([
    getSiteLayout(),
    getErrorPages(),
    draftMode(),
  ]);
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SkipLink />
        {preview && <PreviewBar />}
        {preview && <VisualEditingLoader />}
        <SiteHeader layout={layout} />
        <NotFoundCard copy={notFound} />
        <SiteFooter layout={layout} />
        <PlainLinks />
      </body>
    </html>
  );
}
