import { stegaClean } from '@sanity/client/stega';
import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';

import { PreviewTools } from '@/components/preview/preview-tools';

import { NotFoundCard } from '@/components/site/not-found-card';
import { PlainLinks } from '@/components/site/plain-links';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SkipLink } from '@/components/site/skip-link';
import { getErrorPages, getSeo, getSiteLayout } from '@/lib/content';
import { getConfig } from '@/lib/env';
import { SITE_VIEWPORT } from '@/lib/seo/metadata';

import './globals.css';

// Next.js adds noindex to every not-found answer itself. The tab title and the description
// (the site's, as on every page) carry no preview marks. This document has no root layout
// above it, so it names the site's address for the social card itself.
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
 * '404 Page Not Found' with a developer-style hint, inside the site's bar and
 * footer, for any path no route matches. A whole document of its own
 * (experimental.globalNotFound): Next.js sends it as HTML, where a catch-all
 * page calling notFound() got an empty shell with the screen only in the RSC
 * payload (blank until the scripts ran; vercel/next.js#62228), and no other
 * page carries it in its payload, as a root not-found.tsx would make every page
 * do. A page whose content is missing (an unpublished policy, a removed stage)
 * still gets its group's not-found.tsx.
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
        {preview ? <PreviewTools /> : null}
        <SiteHeader layout={layout} />
        <NotFoundCard copy={notFound} />
        <SiteFooter layout={layout} />
        <PlainLinks />
      </body>
    </html>
  );
}
