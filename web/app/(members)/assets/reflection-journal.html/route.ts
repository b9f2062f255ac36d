import { getCurrentMember } from '@/lib/auth/current-member';
import { getProgrammeName, getReflectionStage } from '@/lib/content';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { buildJournalHtml } from '@/lib/programme/journal-html';

/**
 * The printable reflection journal, for signed-in members only (it is part of
 * what buyers pay for), made from the reflection stage's questions.
 */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to open the reflection journal.');
    const [stage, programmeName] = await Promise.all([getReflectionStage(), getProgrammeName()]);
    return new Response(buildJournalHtml(stage?.journalQuestions ?? [], programmeName), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
