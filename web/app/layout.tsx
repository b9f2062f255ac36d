import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';

import { PreviewTools } from '@/components/preview/preview-tools';
import { ErrorCopyProvider } from '@/components/site/error-copy';
import { RouteFocus } from '@/components/site/route-focus';
import { Toaster } from '@/components/ui/toaster';
import { getConfig } from '@/lib/env';
import { getErrorPages, getSeo } from '@/lib/content';

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

export const viewport: Viewport = {
  themeColor: '#16804a',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Off while pages are prerendered: a visitor's static page holds none of the preview's tools.
  const preview = (await draftMode()).isEnabled;
  const { error } = await getErrorPages();
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans antialiased">
        {/* The first stop of the Tab key on every page; each page's <main> is #main. */}
        <a
          href="#main"
          className="fixed top-2 left-2 z-[200] -translate-y-24 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:translate-y-0 focus:outline-2 focus:outline-offset-2 focus:outline-brand-900"
        >
          Skip to main content
        </a>
        {preview ? <PreviewTools /> : null}
        <ErrorCopyProvider copy={error}>{children}</ErrorCopyProvider>
        <RouteFocus />
        <Toaster />
      </body>
    </html>
  );
}
