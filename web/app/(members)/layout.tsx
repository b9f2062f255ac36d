import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { requireMember } from '@/lib/auth/current-member';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Every members' page passes through here: the session is verified against its
 * record on every request, whatever the proxy did.
 */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  await requireMember();
  return children;
}
