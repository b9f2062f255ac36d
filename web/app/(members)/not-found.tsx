import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { SiteHeader } from '@/components/site/site-header';
import { getErrorPages, getSiteLayout } from '@/lib/content';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/**
 * A members' screen whose content is missing, or a stage that does not exist.
 * The members' layout has no bar, so this one brings the site's; the footer is
 * the layout's. Next.js renders this into every members' page's payload (the
 * group's not-found boundary), so it holds no more than it needs.
 */
export default async function MembersNotFound() {
  const [layout, { notFound }] = await Promise.all([getSiteLayout(), getErrorPages()]);
  return (
    <>
      <SiteHeader layout={layout} />
      <NotFoundCard copy={notFound} />
    </>
  );
}
