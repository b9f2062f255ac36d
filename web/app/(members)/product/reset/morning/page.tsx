import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';

export const metadata: Metadata = { title: 'Morning Routine' };

export default function MorningPage() {
  return <StageScreen stageKey="morning" />;
}
