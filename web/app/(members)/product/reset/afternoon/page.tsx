import { StageContent, stageMetadata } from '@/components/programme/stage-route';
import { requireMember } from '@/lib/auth/current-member';

export const generateMetadata = () => stageMetadata('afternoon');

export default async function AfternoonPage() {
  const member = await requireMember();
  return <StageContent address="afternoon" member={member} />;
}
