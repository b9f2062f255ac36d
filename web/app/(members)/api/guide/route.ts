import { memberRoute } from '@/lib/http/routes';
import { GUIDE_FILENAME, renderGuidePdf } from '@/lib/pdf/guide';

/** The PDF guide, for signed-in members only. */
export const GET = memberRoute('Sign in to download the guide.', async () => {
  const pdf = await renderGuidePdf();
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${GUIDE_FILENAME}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
