import type { Metadata } from 'next';

import { StageScreen } from '@/components/programme/stage-screen';

export const metadata: Metadata = { title: 'Midday Recharge' };

export default function MiddayPage() {
  return <StageScreen stageKey="midday" scrollToTop />;
}
