import { renderGuideHtml } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';

/**
 * The printable guide as a page of its own, for signed-in members only: the
 * preparation page opens it in a new window with `?print`, and it prints itself.
 */
export const GET = memberRoute('Sign in to open the guide.', async () => {
  return new Response(await renderGuideHtml(), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
});
