import { StageContent, stageMetadata } from '@/components/programme/stage-route';
import { requireMember } from '@/lib/auth/current-member';

export const generateMetadata = () => stageMetadata('afternoon');

export default async function AfternoonPage() {
  await requireMember();
  return <StageContent address="afternoon" />;
}
