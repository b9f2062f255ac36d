import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';

export const metadata: Metadata = { title: 'Afternoon Flow + Evening Wind Down' };

/** Spec section 2: the evening stage is the afternoon screen (the footer links here). */
export default async function EveningPage() {
  await requireMember();
  return <StageScreen stageKey="afternoon" scrollToTop />;
}
