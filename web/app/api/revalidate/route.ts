import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';

import { tagFor } from '@/lib/content/tags';
import { verifyContentWebhook } from '@/lib/content/webhook';
import { getConfig } from '@/lib/env';
import { jsonError } from '@/lib/http/json';

/**
 * Sanity's webhook (and `npm run content:watch` in an embedded run) calls this
 * when a document changes; every page that read that document type is rebuilt
 * on its next request.
 */
export async function POST(request: NextRequest) {
  const result = await verifyContentWebhook(request, getConfig().secrets.revalidateSecret);
  if (!result.ok) return jsonError(result.status, result.error);

  const tag = tagFor(result.document._type);
  // Expire at once rather than serve stale-while-revalidate: an editor expects the next view to show the change.
  revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: true, tags: [tag] });
}
