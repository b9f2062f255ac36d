import { renderPrintable } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';
import { TRACKER_PDF_FILENAME } from '@/lib/programme/file-names';

/** The 7-day tracker as a PDF, for signed-in members only. */
export const GET = memberRoute('Sign in to download the tracker.', async (member) => {
  const pdf = await renderPrintable('tracker.pdf', await getMemberDay(member.id));
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${TRACKER_PDF_FILENAME}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
