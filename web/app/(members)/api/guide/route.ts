import { getCurrentMember } from '@/lib/auth/current-member';
import { getPrintableGuide } from '@/lib/content';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';
import { buildGuidePdf, GUIDE_FILENAME } from '@/lib/pdf/guide';

/** The PDF guide, for signed-in members only. */
export async function GET() {
  return withServices(async () => {
    if (!(await getCurrentMember())) return jsonError(401, 'Sign in to download the guide.');
    const pdf = await buildGuidePdf(await getPrintableGuide());
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${GUIDE_FILENAME}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
