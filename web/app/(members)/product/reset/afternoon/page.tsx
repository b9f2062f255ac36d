import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';

export const metadata: Metadata = { title: 'Afternoon Flow + Evening Wind Down' };

export default function AfternoonPage() {
  return <StageScreen stageKey="afternoon" scrollToTop />;
}
