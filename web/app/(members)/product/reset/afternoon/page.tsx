import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getStage } from '@/lib/content';

export const metadata: Metadata = { title: 'Afternoon Flow + Evening Wind Down' };

export default async function AfternoonPage() {
  await requireMember();
  const [stage, stages] = await Promise.all([getStage('afternoon'), getProgrammeStages()]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} scrollToTop />;
}
