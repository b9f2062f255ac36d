import { getCurrentMember } from '@/lib/auth/current-member';
import { renderGuideHtml } from '@/lib/documents';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/**
 * The printable guide as a page of its own, for signed-in members only: the
 * preparation page opens it in a new window with `?print`, and it prints itself.
 */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to open the guide.');
    return new Response(await renderGuideHtml(), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
