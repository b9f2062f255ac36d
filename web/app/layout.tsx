import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';

import { PreviewTools } from '@/components/preview/preview-tools';
import { ErrorCopyProvider } from '@/components/site/error-copy';
import { RouteFocus } from '@/components/site/route-focus';
import { SkipLink } from '@/components/site/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { getConfig } from '@/lib/env';
import { getErrorPages, getSeo } from '@/lib/content';
import { SITE_VIEWPORT } from '@/lib/seo/metadata';

import './globals.css';

/** Defaults every page inherits; public pages add their own title, description and canonical URL. */
export async function generateMetadata(): Promise<Metadata> {
  const { site } = await getSeo();
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: site.title, template: `%s | ${site.title}` },
    description: site.description,
    applicationName: site.title,
    openGraph: { type: 'website', siteName: site.openGraph.siteName, locale: 'en_IE' },
  };
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Off while pages are prerendered: a visitor's static page holds none of the preview's tools.
  const preview = (await draftMode()).isEnabled;
  const { error } = await getErrorPages();
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SkipLink />
        {preview ? <PreviewTools /> : null}
        <ErrorCopyProvider copy={error}>{children}</ErrorCopyProvider>
        <RouteFocus />
        <Toaster />
      </body>
    </html>
  );
}
