import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { SiteHeader } from '@/components/site/site-header';
import { getErrorPages, getSiteLayout } from '@/lib/content';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/** The layout has no bar, so this brings the site's; it is in every members' page's payload, so it stays small. */
export default async function MembersNotFound() {
  const [layout, { notFound }] = await Promise.all([getSiteLayout(), getErrorPages()]);
  return (
    <>
      <SiteHeader layout={layout} />
      <NotFoundCard copy={notFound} />
    </>
  );
}
