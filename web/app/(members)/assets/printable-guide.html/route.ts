import { renderPrintable } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';

/**
 * The printable guide as a page of its own, for signed-in members only: the
 * preparation page opens it in a new window with `?print`, and it prints itself.
 */
export const GET = memberRoute('Sign in to open the guide.', async (member) => {
  return new Response(await renderPrintable('guide.html', await getMemberDay(member.id)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
