import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getMembersArea, getMembersPageTitle, getProgrammeStages, getStage } from '@/lib/content';
import { STAGE_SCREENS, stageScreenAt } from '@/lib/programme/stage-screens';

/** Only the stages' screens exist: any other address under /product/reset is a 404. */
export const dynamicParams = false;

export function generateStaticParams(): { stage: string }[] {
  return Object.keys(STAGE_SCREENS).map((stage) => ({ stage }));
}

export async function generateMetadata({ params }: PageProps<'/product/reset/[stage]'>): Promise<Metadata> {
  const screen = stageScreenAt((await params).stage);
  // An unknown stage is answered by the not-found page, whose own title is not applied here.
  return { title: screen ? await getMembersPageTitle(screen.stage) : '404 Page Not Found' };
}

/** One timeline screen of the day. */
export default async function StagePage({ params }: PageProps<'/product/reset/[stage]'>) {
  await requireMember();
  const screen = stageScreenAt((await params).stage);
  if (!screen) notFound();
  const [stage, stages, area] = await Promise.all([getStage(screen.stage), getProgrammeStages(), getMembersArea()]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} area={area} scrollToTop={screen.scrollToTop} />;
}
