import { cacheLife } from 'next/cache';
import { notFound } from 'next/navigation';

import type { SignedInMember } from '@/lib/auth/current-member';
import { getMembersArea, getMembersPageMetadata, getProgrammeStages, getStage } from '@/lib/content';
import { currentPreview } from '@/lib/content/preview';
import type { DayClock } from '@/lib/programme/clock';
import { getMemberDay } from '@/lib/programme/member-day';
import { STAGE_SCREENS } from '@/lib/programme/stage-screens';

import { StageScreen } from './stage-screen';

type Address = keyof typeof STAGE_SCREENS;

/** A route per screen, so any other address under /product/reset matches none and is answered 404. */
export const stageMetadata = (address: Address) => getMembersPageMetadata(STAGE_SCREENS[address].stage);

export async function StageContent({ address, member }: { address: Address; member: SignedInMember }) {
  const day = await getMemberDay(member);
  return (await currentPreview()) ? (
    <StageDay address={address} day={day} />
  ) : (
    <PublishedStageDay address={address} day={day} />
  );
}

/** The screen as every member who chose this day sees it, until its content changes. */
async function PublishedStageDay(props: { address: Address; day: DayClock }) {
  'use cache';
  cacheLife('max');
  return <StageDay {...props} />;
}

async function StageDay({ address, day }: { address: Address; day: DayClock }) {
  const screen = STAGE_SCREENS[address];
  const [stage, stages, area] = await Promise.all([
    getStage(screen.stage, day),
    getProgrammeStages(),
    getMembersArea(day),
  ]);
  if (!stage) notFound();
  return <StageScreen stage={stage} stages={stages} area={area} day={day} scrollToTop={screen.scrollToTop} />;
}
