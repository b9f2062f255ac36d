import 'server-only';

import { revalidatePath, revalidateTag } from 'next/cache';

import { getDb } from '../db';
import { listRevalidations, recordRevalidation } from '../db/content-revalidations';
import type { Database } from '../db/types';
import { recordDelivery, type WebhookDelivery } from '../db/webhook-deliveries';
import { currentPrice } from '../pricing';
import { readPublished } from './cache';
import { reads } from './reads';
import { tagFor } from './tags';

/*
 * Next.js remembers revalidateTag in memory only, per process: every revalidation is recorded in
 * Postgres, and each process catches up with that table (catchUp, at start and then at most once a
 * second), so a restart or an instance the webhook did not reach serves nothing stale for long.
 */

export interface Applied {
  started: boolean;
  /** Each tag's latest revalidation applied, in ms (the recording host's clock). */
  tags: Map<string, number>;
  /** Tags revalidated moments ago, to expire once more when RENDER_WINDOW_MS has passed. */
  settling: Map<string, number>;
  priceChangesAt: number | null;
}

/** A render that read before a revalidation and was stored after it would outlive it: each tag expires again after this. */
export const RENDER_WINDOW_MS = 3_000;

const globalForApplied = globalThis as typeof globalThis & { __contentRevalidations?: Applied };

/** One per process: the webhook's route and the catch-up's may each evaluate this module. */
function applied(): Applied {
  globalForApplied.__contentRevalidations ??= {
    started: false,
    tags: new Map(),
    settling: new Map(),
    priceChangesAt: null,
  };
  return globalForApplied.__contentRevalidations;
}

/** Records the revalidation with its delivery in one transaction; null for a replay, which records nothing. */
export async function recordDeliveredRevalidation(
  db: Database,
  delivery: WebhookDelivery,
  tag: string,
  at: Date,
): Promise<Date | null> {
  return db.transaction(async (tx) => ((await recordDelivery(tx, delivery)) ? recordRevalidation(tx, tag, at) : null));
}

/** Expires what showed `documentType` here now, everywhere on catch-up; null for a replay, which must not empty the caches. */
export async function revalidateDocumentType(
  documentType: string,
  delivery: WebhookDelivery,
): Promise<string[] | null> {
  const tag = tagFor(documentType);
  // Recorded first: if that fails the answer is 503 and Sanity retries, rather than an
  // invalidation this process alone would hold and forget when it restarts.
  const at = await recordDeliveredRevalidation(await getDb(), delivery, tag, new Date());
  if (!at) return null;
  applied().tags.set(tag, at.getTime());
  applied().settling.set(tag, at.getTime());
  // Expire at once rather than serve stale-while-revalidate: an editor expects the next view to show the change.
  revalidateTag(tag, { expire: 0 });
  return [tag];
}

/** Tags recorded since the last look, those whose render window passed, and the product's once its price stops applying. */
export function tagsToExpire(state: Applied, recorded: ReadonlyMap<string, number>, now: number): string[] {
  const expire = new Set<string>();
  for (const [tag, at] of recorded) {
    if (at > (state.tags.get(tag) ?? -Infinity)) {
      state.tags.set(tag, at);
      if (now - at < RENDER_WINDOW_MS) state.settling.set(tag, at);
      expire.add(tag);
    }
  }
  for (const [tag, at] of state.settling) {
    if (now - at >= RENDER_WINDOW_MS) {
      state.settling.delete(tag);
      expire.add(tag);
    }
  }
  if (state.priceChangesAt !== null && state.priceChangesAt <= now) expire.add(tagFor('product'));
  return [...expire];
}

let reportedOutage = false;

/** How long a catch-up waits for the database before it goes on with what it knows. */
const DATABASE_WAIT_MS = 2_000;

async function recordedRevalidations(): Promise<Map<string, number>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_WAIT_MS} ms`)), DATABASE_WAIT_MS);
    });
    const recorded = await Promise.race([getDb().then(listRevalidations), late]);
    if (reportedOutage) console.log('content: the content revalidations are readable again.');
    reportedOutage = false;
    return recorded;
  } catch (error) {
    if (!reportedOutage) {
      console.error(
        'content: cannot read the content revalidations; serving cached content as last known:',
        error instanceof Error ? error.message : error,
      );
    }
    reportedOutage = true;
    return new Map();
  } finally {
    clearTimeout(timer);
  }
}

/** Returns when the price next changes. A database that cannot answer leaves the cache as it is (stale, never failed). */
export async function catchUp(now: number = Date.now()): Promise<{ nextChangeAt: number | null }> {
  const state = applied();
  const expire = tagsToExpire(state, await recordedRevalidations(), now);
  if (!state.started) {
    // Pages kept on disk may predate any revalidation: the first catch-up expires them all, once.
    revalidatePath('/', 'layout');
    state.started = true;
  } else {
    for (const tag of expire) revalidateTag(tag, { expire: 0 });
  }
  const product = await readPublished(reads.checkoutSummary()).catch(() => null);
  const changesAt = product ? currentPrice(product, new Date(now)).changesAt : null;
  state.priceChangesAt = changesAt ? Date.parse(changesAt) : null;
  return { nextChangeAt: state.priceChangesAt };
}
