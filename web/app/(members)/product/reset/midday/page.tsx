import { StageContent, stageMetadata } from '@/components/programme/stage-route';
import { requireMember } from '@/lib/auth/current-member';

export const generateMetadata = () => stageMetadata('midday');

export default async function MiddayPage() {
  const member = await requireMember();
  return <StageContent address="midday" member={member} />;
}
