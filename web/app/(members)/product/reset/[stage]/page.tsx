import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';

import { StageScreen } from '@/components/programme/stage-screen';
import { requireMember } from '@/lib/auth/current-member';
import { getProgrammeStages, getStage } from '@/lib/content';
import { STAGE_SCREENS, type StageScreen as Screen, stageScreenAt } from '@/lib/programme/stage-screens';

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
  const content = (await draftMode()).isEnabled
    ? await stageScreen(screen.stage, screen.scrollToTop)
    : await cachedStageScreen(screen.stage, screen.scrollToTop);
  if (!content) notFound();
  return content;
}

/**
 * Nothing on a stage screen is the member's own, so it is rendered once per
 * content revalidation and kept in the 'use cache' handler like the content it
 * reads (and dropped with it when an editor publishes). A preview renders it
 * afresh (draft mode reads cookies, which a cached function may not).
 */
async function cachedStageScreen(key: Screen['stage'], scrollToTop: boolean) {
  'use cache';
  return stageScreen(key, scrollToTop);
}

/** The screen, or null when its stage or meal section is missing. */
async function stageScreen(key: Screen['stage'], scrollToTop: boolean) {
  const [stage, stages] = await Promise.all([getStage(key), getProgrammeStages()]);
  return stage ? <StageScreen stage={stage} stages={stages} scrollToTop={scrollToTop} /> : null;
}
