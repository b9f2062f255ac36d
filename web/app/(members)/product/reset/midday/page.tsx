import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';

export const metadata: Metadata = { title: 'Midday Recharge' };

export default async function MiddayPage() {
  await requireMember();
  return <StageScreen stageKey="midday" scrollToTop />;
}
