import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { getErrorPages } from '@/lib/content';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/** For a public page whose content is missing (an unpublished policy); unmatched paths get app/global-not-found.tsx. */
export default async function SiteNotFound() {
  const { notFound } = await getErrorPages();
  return <NotFoundCard copy={notFound} />;
}
