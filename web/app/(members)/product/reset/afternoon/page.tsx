import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';

export const metadata: Metadata = { title: 'Afternoon Flow + Evening Wind Down' };

export default async function AfternoonPage() {
  await requireMember();
  return <StageScreen stageKey="afternoon" scrollToTop />;
}
