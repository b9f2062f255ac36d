import { StageContent, stageMetadata } from '@/components/programme/stage-route';
import { requireMember } from '@/lib/auth/current-member';

export const generateMetadata = () => stageMetadata('morning');

export default async function MorningPage() {
  const member = await requireMember();
  return <StageContent address="morning" member={member} />;
}
