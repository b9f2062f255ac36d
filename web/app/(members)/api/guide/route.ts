import { renderPrintable } from '@/lib/documents';
import { memberRoute } from '@/lib/http/routes';
import { getMemberDay } from '@/lib/programme/member-day';
import { GUIDE_PDF_FILENAME } from '@/lib/programme/file-names';

/** The PDF guide on the member's own day, for signed-in members only. */
export const GET = memberRoute('Sign in to download the guide.', async (member) => {
  const pdf = await renderPrintable('guide.pdf', await getMemberDay(member.id));
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${GUIDE_PDF_FILENAME}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
