import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { OfflineWorker } from '@/components/offline/offline-worker';
import { SiteFooter } from '@/components/site/site-footer';
import { getCurrentMember } from '@/lib/auth/current-member';
import { getSiteLayout } from '@/lib/content';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Sent in one piece: a prerendered shell around a streamed paid part measured no faster, and showed content later. */
export const instant = false;

/**
 * No session check here: Next.js skips layouts on partial (RSC) navigations, so every page calls
 * `requireMember()` itself and every route is a `memberRoute`. The member read here only names whose
 * stored day the device may keep.
 */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const [layout, member] = await Promise.all([getSiteLayout(), getCurrentMember()]);
  return (
    <>
      {children}
      <SiteFooter layout={layout} />
      {member ? <OfflineWorker owner={member.id} /> : null}
    </>
  );
}
