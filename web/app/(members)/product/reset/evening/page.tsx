import { StageContent, stageMetadata } from '@/components/programme/stage-route';
import { requireMember } from '@/lib/auth/current-member';

export const generateMetadata = () => stageMetadata('evening');

export default async function EveningPage() {
  const member = await requireMember();
  return <StageContent address="evening" member={member} />;
}
