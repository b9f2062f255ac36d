import type { Metadata } from 'next';

import { NotFoundCard } from '@/components/site/not-found-card';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getErrorPages, getSiteLayout } from '@/lib/content';

// Next.js adds noindex to every not-found answer itself.
export const metadata: Metadata = { title: '404 Page Not Found' };

/** A members' screen whose content is missing: the members' layout has no bar, so this one brings it. */
export default async function MembersNotFound() {
  const [layout, { notFound }] = await Promise.all([getSiteLayout(), getErrorPages()]);
  return (
    <>
      <SiteHeader layout={layout} />
      <NotFoundCard copy={notFound} />
      <SiteFooter layout={layout} />
    </>
  );
}
