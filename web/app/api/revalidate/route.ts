import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';

import { revalidationStore } from '@/lib/content/revalidations';
import { tagFor } from '@/lib/content/tags';
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

  const tag = tagFor(result.document._type);
  return withServices(async () => {
    // Recorded in Postgres first: if that fails the answer is 503 and Sanity retries, rather than an
    // invalidation that this process alone would hold, and forget when it restarts.
    await revalidationStore().record(tag);
    // Expire at once rather than serve stale-while-revalidate: an editor expects the next view to show the change.
    revalidateTag(tag, { expire: 0 });
    return Response.json({ revalidated: true, tags: [tag] });
  });
}
