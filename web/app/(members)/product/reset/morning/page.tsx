import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getStage } from '@/lib/content';

export const metadata: Metadata = { title: 'Morning Routine' };

export default async function MorningPage() {
  await requireMember();
  const [stage, stages] = await Promise.all([getStage('morning'), getProgrammeStages()]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} />;
}
