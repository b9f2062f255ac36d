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
 * Next.js keeps cached pages on disk and 'use cache' entries in memory, and
 * remembers revalidateTag in memory only, per process. Every revalidation is
 * therefore recorded in Postgres (internal.content_revalidations), and each
 * process catches up with that table (catchUp, which scripts/serve.mjs runs
 * before it lets requests through: at start, then at most once a second):
 * after a restart nothing rendered before it is served, and an instance the
 * webhook did not reach expires what it showed within a second.
 */

export interface Applied {
  /** Whether this process has expired everything it found on disk. */
  started: boolean;
  /** Every tag's latest revalidation this process has applied, in ms since the epoch (the recording host's clock). */
  tags: Map<string, number>;
  /** Tags revalidated moments ago, to expire once more when RENDER_WINDOW_MS has passed. */
  settling: Map<string, number>;
  /** When the price in force changes (the launch offer's end), as of the last catch-up. */
  priceChangesAt: number | null;
}

/**
 * A render that read content before a revalidation and was stored after it
 * counts as newer than the revalidation, and would be kept until the next one.
 * Each tag is therefore expired a second time once this has passed, longer
 * than a render takes.
 */
export const RENDER_WINDOW_MS = 3_000;

const globalForApplied = globalThis as typeof globalThis & { __contentRevalidations?: Applied };

/** One state per process: the webhook's route and the catch-up's may each evaluate this module. */
function applied(): Applied {
  globalForApplied.__contentRevalidations ??= {
    started: false,
    tags: new Map(),
    settling: new Map(),
    priceChangesAt: null,
  };
  return globalForApplied.__contentRevalidations;
}

/**
 * Records the revalidation of `tag` that `delivery` asks for, with the
 * delivery, in one transaction; null when the delivery was recorded before (a
 * replay), which records nothing. A failure records neither, so Sanity's retry
 * of the same delivery is taken.
 */
export async function recordDeliveredRevalidation(
  db: Database,
  delivery: WebhookDelivery,
  tag: string,
  at: Date,
): Promise<Date | null> {
  return db.transaction(async (tx) => ((await recordDelivery(tx, delivery)) ? recordRevalidation(tx, tag, at) : null));
}

/**
 * A document of `documentType` changed: expire what showed it here now, and
 * everywhere once they catch up. Returns the tags expired, or null for a
 * delivery taken before, which expires nothing: a replayed webhook must not
 * empty the caches.
 */
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

/**
 * The tags to expire now: those recorded since this process last looked,
 * those whose render window has passed, and the product's when the price it
 * showed has stopped applying. Updates `state`.
 */
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

/** Every tag's recorded revalidation, or nothing when the database cannot answer in time. */
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

/**
 * Brings this process's caches up to date with the recorded revalidations and
 * the price's schedule; returns when the price next changes, so that the
 * catch-up runs again at that moment. Called in a route handler, where
 * revalidateTag is allowed. A database that cannot answer leaves the cache as
 * it is (pages possibly stale, never failed); the next catch-up tries again.
 */
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
