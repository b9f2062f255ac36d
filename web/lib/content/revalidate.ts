import 'server-only';

import { revalidateTag } from 'next/cache';

import { revalidationStore } from './revalidations';
import { tagFor } from './tags';

/**
 * A document of `documentType` changed: every page that read that type is
 * rebuilt on its next request, on every instance, and after a restart too.
 * Returns the tags revalidated.
 */
export async function revalidateDocumentType(documentType: string): Promise<string[]> {
  const tag = tagFor(documentType);
  // Recorded in Postgres first: if that fails the answer is 503 and Sanity retries, rather than an
  // invalidation that this process alone would hold, and forget when it restarts.
  await revalidationStore().record(tag);
  // Expire at once rather than serve stale-while-revalidate: an editor expects the next view to show the change.
  revalidateTag(tag, { expire: 0 });
  return [tag];
}
