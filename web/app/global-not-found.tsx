import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getConfig } from '@/lib/env';

import './globals.css';

// Outside the root layout, so the site's address for absolute URLs is set here too. Next.js adds noindex itself.
export function generateMetadata(): Metadata {
  return { metadataBase: new URL(getConfig().siteUrl), title: '404 Page Not Found' };
}

/**
 * Any path no route matches (spec section 2). A global not-found page is a
 * document of its own, answered by the router: unlike a root not-found.tsx,
 * it is not carried inside every other page's payload.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans antialiased">
        <SiteHeader />
        <NotFoundCard />
        <SiteFooter />
      </body>
    </html>
  );
}
