import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';

export const metadata: Metadata = { title: 'Afternoon Flow + Evening Wind Down' };

/** Spec section 2: the evening stage is the afternoon screen (the footer links here). */
export default function EveningPage() {
  return <StageScreen stageKey="afternoon" scrollToTop />;
}
