import { getCurrentMember } from '@/lib/auth/current-member';
import { renderJournalHtml } from '@/lib/documents';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/**
 * The printable reflection journal, for signed-in members only (it is part of
 * what buyers pay for), made from the reflection stage's questions.
 */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to open the reflection journal.');
    return new Response(await renderJournalHtml(), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  });
}
