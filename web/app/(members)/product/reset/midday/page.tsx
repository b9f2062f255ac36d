import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getStage } from '@/lib/content';

export const metadata: Metadata = { title: 'Midday Recharge' };

export default async function MiddayPage() {
  await requireMember();
  const [stage, stages] = await Promise.all([getStage('midday'), getProgrammeStages()]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} scrollToTop />;
}
