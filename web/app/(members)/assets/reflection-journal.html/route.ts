import { renderPrintable } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';

/**
 * The printable reflection journal, for signed-in members only (it is part of
 * what buyers pay for), made from the reflection stage's questions.
 */
export const GET = memberRoute('Sign in to open the reflection journal.', async (member) => {
  return new Response(await renderPrintable('journal.html', await getMemberDay(member.id)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
