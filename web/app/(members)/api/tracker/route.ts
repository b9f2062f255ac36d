import { getCurrentMember } from '@/lib/auth/current-member';
import { getTracker } from '@/lib/content';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { renderTrackerPdf } from '@/lib/pdf/tracker';
import { TRACKER_PDF_FILENAME } from '@/lib/programme/file-names';

/** The 7-day tracker as a PDF, for signed-in members only. */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to download the tracker.');
    const pdf = await renderTrackerPdf(await getTracker());
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${TRACKER_PDF_FILENAME}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
