import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { OfflineWorker } from '@/components/offline/offline-worker';
import { SiteFooter } from '@/components/site/site-footer';
import { getCurrentMember } from '@/lib/auth/current-member';
import { getSiteLayout } from '@/lib/content';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * A members' page is rendered whole for each request, after its session
 * check, and sent in one piece: no prerendered shell streams ahead of it.
 * A shell around a streamed paid part was measured as no faster here, and it
 * showed the page's content only after the load event.
 */
export const instant = false;

/**
 * The members' pages share the site's footer (contact, the policies); each
 * page draws its own programme bar, which marks where it is.
 *
 * No session check here on purpose: Next.js skips layouts on the router's
 * partial (RSC) navigations, so a check in a layout can be bypassed. Every page
 * of this group calls `requireMember()` itself, and every route is a
 * `memberRoute` (web/lib/http/routes.ts); tests/api/members-guard.test.ts holds
 * each of them to that. The offline worker is registered here, so only
 * members' pages load it. The member read here is no check either: it only
 * names whose stored day the device may keep.
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
