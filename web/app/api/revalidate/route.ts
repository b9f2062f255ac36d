import type { NextRequest } from 'next/server';

import { revalidateDocumentType } from '@/lib/content/revalidations';
import { verifyContentWebhook } from '@/lib/content/webhook';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/**
 * Sanity's webhook (and `npm run content:watch` in an embedded run) calls this
 * when a document changes; every page that read that document type is rebuilt
 * on its next request, on every instance, and after a restart too. Each
 * signed delivery counts once: sent again, it changes nothing.
 */
export async function POST(request: NextRequest) {
  const result = await verifyContentWebhook(request, getConfig().secrets.revalidateSecret);
  if (!result.ok) return jsonError(result.status, result.error);
  return withServices(async () => {
    const tags = await revalidateDocumentType(result.document._type, result.delivery);
    // A delivery taken before is answered 200 all the same, so that Sanity never retries it.
    return Response.json(tags ? { revalidated: true, tags } : { revalidated: false, replayed: true });
  });
}
