import type { NextRequest } from 'next/server';

import { revalidateDocumentType } from '@/lib/content/revalidations';
import { verifyContentWebhook } from '@/lib/content/webhook';
import { getConfig } from '@/lib/env';
import { withServices } from '@/lib/http/errors';
import { jsonError } from '@/lib/http/json';

/** Sanity's webhook (or `npm run content:watch`): each signed delivery counts once, on every instance. */
export async function POST(request: NextRequest) {
  const result = await verifyContentWebhook(request, getConfig().secrets.revalidateSecret);
  if (!result.ok) return jsonError(result.status, result.error);
  return withServices(async () => {
    const tags = await revalidateDocumentType(result.document._type, result.delivery);
    // 200 for a replay too, so that Sanity never retries it.
    return Response.json(tags ? { revalidated: true, tags } : { revalidated: false, replayed: true });
  });
}
