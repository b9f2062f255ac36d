import type { NextRequest } from 'next/server';

import { revalidateDocumentType } from '@/lib/content/revalidations';
import { verifyContentWebhook } from '@/lib/content/webhook';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/**
 * Sanity's webhook (and `npm run content:watch` in an embedded run) calls this
 * when a document changes; every page that read that document type is rebuilt
 * on its next request, on every instance, and after a restart too.
 */
export async function POST(request: NextRequest) {
  const result = await verifyContentWebhook(request, getConfig().secrets.revalidateSecret);
  if (!result.ok) return jsonError(result.status, result.error);
  return withServices(async () =>
    Response.json({ revalidated: true, tags: await revalidateDocumentType(result.document._type) }),
  );
}
