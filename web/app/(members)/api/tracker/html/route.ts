import { renderPrintable } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';

/** The 7-day tracker as a standalone printable HTML page, for signed-in members only. */
export const GET = memberRoute('Sign in to open the tracker.', async (member) => {
  return new Response(await renderPrintable('tracker.html', await getMemberDay(member.id)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
