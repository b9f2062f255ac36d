import { getCurrentMember } from '@/lib/auth/current-member';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { getTracker } from '@/lib/content';
import { buildTrackerHtml } from '@/lib/programme/tracker';

/** The 7-day tracker as a standalone printable HTML page, for signed-in members only. */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to open the tracker.');
    const { copy, programmeName } = await getTracker();
    return new Response(buildTrackerHtml(copy, programmeName), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
