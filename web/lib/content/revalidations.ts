import 'server-only';

import { getDb } from '../db';
import { listRevalidations, recordRevalidation } from '../db/content-revalidations';
import type { Queryable } from '../db/types';

/**
 * Where the cache handlers (web/cache-handler.mjs, web/use-cache-handler.mjs)
 * find this process's store. Node loads them outside the app's bundle, so they
 * cannot import this module; they spell the same key.
 */
export const REVALIDATIONS_KEY = Symbol.for('24-hour-reset.content-revalidations');

/** What the cache handlers (web/cache-handler.mjs, web/use-cache-handler.mjs) ask of the store. */
export interface RevalidationLookup {
  /**
   * Brings this process's copy up to date if it is older than `maxAgeMs`,
   * waiting for the database at most `waitMs`. Never throws.
   */
  refresh(): Promise<void>;
  /** The latest time (ms since the epoch) any of `tags` was revalidated; 0 if none was. Never throws. */
  lastRevalidated(tags: readonly string[]): Promise<number>;
  /**
   * The time (ms since the epoch) as of which this process's copy holds every
   * recorded revalidation: when its last successful read from the database
   * began. What this process renders reflects the content as of then, no later.
   */
  knownAsOf(): number;
}

export interface RevalidationStore extends RevalidationLookup {
  /** Reads every tag's time from the database; throws if it cannot. */
  load(): Promise<void>;
  /** Records a revalidation in the database, and in this process's copy at once. */
  record(tag: string): Promise<void>;
}

export interface RevalidationStoreOptions {
  /** How old the in-process copy may grow before a lookup refreshes it from the database. */
  maxAgeMs?: number;
  /** How long lookups wait for a refresh before answering from the copy they have. */
  waitMs?: number;
  now?: () => number;
}

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The tag table is shared state (every instance writes and reads it), so
 * Postgres holds it. Each process keeps a copy at most `maxAgeMs` old: public
 * pages are served from Next's cache on every request, and one query per
 * request would cost more than serving the page. That bound is how late an
 * instance may learn of a revalidation another instance received; the
 * instance that received it sees it at once (`record`), and a restarted
 * process starts from Postgres (`load` at start-up).
 *
 * A failed refresh keeps the last copy and retries after `maxAgeMs`: as
 * Next.js's guidance on cache failures says, an unreachable tag store must
 * degrade to possibly stale pages, never to failed ones. The amount charged
 * never depends on this (web/lib/orders/price.ts reads the content uncached).
 */
export function createRevalidationStore(
  connect: () => Promise<Queryable>,
  { maxAgeMs = 1_000, waitMs = 500, now = Date.now }: RevalidationStoreOptions = {},
): RevalidationStore {
  const times = new Map<string, number>();
  let checkedAt = -Infinity;
  let loadedAt = 0;
  let refreshing: { promise: Promise<void>; startedAt: number } | undefined;

  const remember = (tag: string, at: number) => times.set(tag, Math.max(times.get(tag) ?? 0, at));

  async function load(): Promise<void> {
    // The copy is as old as the moment the read began.
    const startedAt = now();
    for (const [tag, at] of await listRevalidations(await connect())) remember(tag, at);
    checkedAt = startedAt;
    loadedAt = startedAt;
  }

  function startRefresh() {
    if (!refreshing) {
      const startedAt = now();
      const promise = load()
        .catch((error: unknown) => {
          checkedAt = now();
          console.error(
            'content: cannot read the content revalidations; serving cached content as last known:',
            error instanceof Error ? error.message : error,
          );
        })
        .finally(() => {
          refreshing = undefined;
        });
      refreshing = { promise, startedAt };
    }
    return refreshing;
  }

  async function refresh(): Promise<void> {
    if (now() - checkedAt < maxAgeMs) return;
    // A database that hangs delays only the requests of the first `waitMs`, not every request until it times out.
    const { promise, startedAt } = startRefresh();
    const remaining = startedAt + waitMs - now();
    if (remaining > 0) await within(promise, remaining);
  }

  return {
    load,
    async record(tag) {
      const at = await recordRevalidation(await connect(), tag, new Date(now()));
      remember(tag, at.getTime());
    },
    refresh,
    async lastRevalidated(tags) {
      await refresh();
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, times.get(tag) ?? 0);
      return latest;
    },
    knownAsOf: () => loadedAt,
  };
}

const globalForStore = globalThis as typeof globalThis & { [REVALIDATIONS_KEY]?: RevalidationStore };

/** This process's store on the configured database, where the cache handlers look for it. */
export function revalidationStore(): RevalidationStore {
  globalForStore[REVALIDATIONS_KEY] ??= createRevalidationStore(getDb);
  return globalForStore[REVALIDATIONS_KEY];
}
