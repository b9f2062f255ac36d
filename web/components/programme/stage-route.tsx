import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { requireMember } from '@/lib/auth/current-member';
import { getMembersArea, getMembersPageTitle, getProgrammeStages, getStage } from '@/lib/content';
import { STAGE_SCREENS } from '@/lib/programme/stage-screens';

import { StageScreen } from './stage-screen';

/**
 * The page and metadata of one timeline screen. Each screen has a route of its
 * own, so any other address under /product/reset matches no route and is
 * answered 404 before a page renders.
 */
export function stageRoute(address: keyof typeof STAGE_SCREENS) {
  const screen = STAGE_SCREENS[address];
  return {
    async generateMetadata(): Promise<Metadata> {
      return { title: await getMembersPageTitle(screen.stage) };
    },
    async Page() {
      await requireMember();
      const [stage, stages, area] = await Promise.all([getStage(screen.stage), getProgrammeStages(), getMembersArea()]);
      if (!stage) notFound();
      return <StageScreen stage={stage} stages={stages} area={area} scrollToTop={screen.scrollToTop} />;
    },
  };
}
