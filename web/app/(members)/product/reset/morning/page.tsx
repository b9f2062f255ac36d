import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';

export const metadata: Metadata = { title: 'Morning Routine' };

export default async function MorningPage() {
  await requireMember();
  return <StageScreen stageKey="morning" />;
}
