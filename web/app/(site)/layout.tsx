import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { getSiteLayout } from '@/lib/content';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const layout = await getSiteLayout();
  return (
    <>
      <SiteHeader layout={layout} />
      {children}
      <SiteFooter layout={layout} />
    </>
  );
}
