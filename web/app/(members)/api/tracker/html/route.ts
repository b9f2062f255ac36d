import { getCurrentMember } from '@/lib/auth/current-member';
import { renderTrackerHtml } from '@/lib/documents';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/** The 7-day tracker as a standalone printable HTML page, for signed-in members only. */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to open the tracker.');
    return new Response(await renderTrackerHtml(), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
