import { fetchContent, programmeNameQuery, reflectionStageQuery } from '@/lib/content';
import { memberRoute } from '@/lib/http/routes';
import { buildJournalHtml } from '@/lib/programme/journal-html';

/**
 * The printable reflection journal, for signed-in members only (it is part of
 * what buyers pay for), made from the reflection stage's questions.
 */
export const GET = memberRoute('Sign in to open the reflection journal.', async () => {
  const [stage, programmeName] = await Promise.all([
    fetchContent(reflectionStageQuery, { tags: ['programmeStage'] }),
    fetchContent(programmeNameQuery, { tags: ['product'] }),
  ]);
  return new Response(buildJournalHtml(stage?.journalQuestions ?? [], programmeName ?? '24-Hour Reset'), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
