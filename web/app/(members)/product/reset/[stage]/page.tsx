import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getStage } from '@/lib/content';
import { STAGE_SCREENS, stageScreenAt } from '@/lib/programme/stage-screens';

/** Any other address under /product/reset is a 404, as when each screen had a page of its own. */
export const dynamicParams = false;

export function generateStaticParams(): { stage: string }[] {
  return Object.keys(STAGE_SCREENS).map((stage) => ({ stage }));
}

export async function generateMetadata({ params }: PageProps<'/product/reset/[stage]'>): Promise<Metadata> {
  const screen = stageScreenAt((await params).stage);
  // An unknown stage is answered by the not-found page, whose own title is not applied here.
  return { title: screen ? screen.title : '404 Page Not Found' };
}

/** One timeline screen of the day. */
export default async function StagePage({ params }: PageProps<'/product/reset/[stage]'>) {
  await requireMember();
  const screen = stageScreenAt((await params).stage);
  if (!screen) notFound();
  const [stage, stages] = await Promise.all([getStage(screen.stage), getProgrammeStages()]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} scrollToTop={screen.scrollToTop} />;
}
