import { memberRoute } from '@/lib/http/routes';
import { loadTracker } from '@/lib/pdf/tracker';
import { buildTrackerHtml } from '@/lib/programme/tracker';

/** The 7-day tracker as a standalone printable HTML page, for signed-in members only. */
export const GET = memberRoute('Sign in to open the tracker.', async () => {
  const { copy, programmeName } = await loadTracker();
  return new Response(buildTrackerHtml(copy, programmeName), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
