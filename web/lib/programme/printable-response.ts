import 'server-only';

import type { SignedInMember } from '../db/members';
import { renderPrintable } from '../documents';
import { getMemberDay } from './member-day';

/** A member's printable on their own day: never kept by a browser or a proxy. */
export async function printableResponse(
  kind: Parameters<typeof renderPrintable>[0],
  member: SignedInMember,
  fileName?: string,
): Promise<Response> {
  return new Response(await renderPrintable(kind, await getMemberDay(member)), {
    headers: {
      'Content-Type': kind.endsWith('.pdf') ? 'application/pdf' : 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}
