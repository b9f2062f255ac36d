import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { getErrorPages } from '@/lib/content';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/**
 * '404 Page Not Found' with a developer-style hint, inside the site's bar and
 * footer, which this group's layout draws, for a public page whose content is
 * missing (an unpublished policy). A path no route matches gets
 * app/global-not-found.tsx, the same screen as a document of its own.
 */
export default async function SiteNotFound() {
  const { notFound } = await getErrorPages();
  return <NotFoundCard copy={notFound} />;
}
