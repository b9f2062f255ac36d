import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';

import { PreviewBar } from '@/components/preview/preview-bar';
import { VisualEditingLoader } from '@/components/preview/visual-editing-loader';
import { ErrorCopyProvider } from '@/components/site/error-copy';
import { RouteFocus } from '@/components/site/route-focus';
import { SkipLink } from '@/components/site/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { getConfig } from '@/lib/env';
import { getErrorPages, getSeo } from '@/lib/content';
import { SITE_VIEWPORT } from '@/lib/seo/metadata';

import './globals.css';

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
  // Off while pages are prerendered: a visitor's static page holds none of the preview's tools. Visual
  // editing's overlays read the stega in the page's text.
  const preview = (await draftMode()).isEnabled;
  const { error } = await getErrorPages();
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SkipLink />
        {preview && <PreviewBar />}
        {preview && <VisualEditingLoader />}
        <ErrorCopyProvider copy={error}>{children}</ErrorCopyProvider>
        <RouteFocus />
        <Toaster />
      </body>
    </html>
  );
}
