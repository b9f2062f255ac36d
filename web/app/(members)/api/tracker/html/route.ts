import { renderTrackerHtml } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';

/** The 7-day tracker as a standalone printable HTML page, for signed-in members only. */
export const GET = memberRoute('Sign in to open the tracker.', async () => {
  return new Response(await renderTrackerHtml(), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
