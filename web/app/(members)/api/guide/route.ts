import { getCurrentMember } from '@/lib/auth/current-member';
import { renderGuidePdf } from '@/lib/documents';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { GUIDE_PDF_FILENAME } from '@/lib/programme/file-names';

/** The PDF guide, for signed-in members only. */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to download the guide.');
    const pdf = await renderGuidePdf();
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${GUIDE_PDF_FILENAME}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
