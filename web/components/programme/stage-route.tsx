import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getMembersArea, getMembersPageTitle, getProgrammeStages, getStage } from '@/lib/content';
import { getMemberDay } from '@/lib/programme/member-day';
import { STAGE_SCREENS } from '@/lib/programme/stage-screens';

import { StageScreen } from './stage-screen';

type Address = keyof typeof STAGE_SCREENS;

/**
 * One timeline screen's metadata and content. Each screen has a route of its
 * own, which checks the session before it renders this, so any other address
 * under /product/reset matches no route and is answered 404. Its times are
 * on the member's own day.
 */
export async function stageMetadata(address: Address): Promise<Metadata> {
  return { title: await getMembersPageTitle(STAGE_SCREENS[address].stage) };
}

export async function StageContent({ address, memberId }: { address: Address; memberId: string }) {
  const screen = STAGE_SCREENS[address];
  const day = await getMemberDay(memberId);
  const [stage, stages, area] = await Promise.all([
    getStage(screen.stage, day),
    getProgrammeStages(),
    getMembersArea(day),
  ]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} area={area} day={day} scrollToTop={screen.scrollToTop} />;
}
