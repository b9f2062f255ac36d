// @ts-check
/**
 * The site's 'use cache' handler (next.config.ts `cacheHandlers.default`),
 * where the content loaders' entries live (web/lib/content/cache.ts): Next's
 * own in-memory handler, except that an entry one of whose tags was
 * revalidated after the entry was made is a miss, whichever instance received
 * the revalidation.
 *
 * Why: Next remembers revalidations per process. An instance the webhook did
 * not reach would keep serving a withdrawn entry from its memory, and render
 * it into the pages it regenerates. The revalidations live in Postgres
 * (internal.content_revalidations, web/lib/content/revalidations.ts): this is
 * the "Distributed Tag Coordination" of Next's cacheHandlers guide, with
 * refreshTags and getExpiration reading that table (through the store's copy,
 * at most a second old) and get checking each entry's own tags against it.
 * Recording a revalidation is the webhook route's job, before it calls
 * revalidateTag, so that a failure to record answers 503 and Sanity retries.
 *
 * Node imports this file outside the app's bundle: the server's start-up
 * (web/lib/startup.ts) puts the store on globalThis. During `next build` there
 * is none, and this behaves exactly like Next's default handler.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/cache-handlers/default').createDefaultCacheHandler} */
const createDefaultCacheHandler = require('next/dist/server/lib/cache-handlers/default').createDefaultCacheHandler;

/** The same key as REVALIDATIONS_KEY in web/lib/content/revalidations.ts. */
const REVALIDATIONS_KEY = Symbol.for('24-hour-reset.content-revalidations');
/** Next's default `cacheMaxMemorySize`, which its own default handler is given. */
const MAX_MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry
 * @typedef {{ refresh(): Promise<void>, lastRevalidated(tags: readonly string[]): Promise<number> }} RevalidationLookup
 */

/** @returns {RevalidationLookup | undefined} */
function revalidations() {
  return /** @type {Record<symbol, RevalidationLookup | undefined>} */ (/** @type {unknown} */ (globalThis))[
    REVALIDATIONS_KEY
  ];
}

/**
 * @param {CacheHandler} memory where the entries are kept
 * @returns {CacheHandler}
 */
export function createUseCacheHandler(memory = createDefaultCacheHandler(MAX_MEMORY_BYTES)) {
  return {
    async get(cacheKey, softTags) {
      const entry = await memory.get(cacheKey, softTags);
      const store = revalidations();
      if (!entry || !store || entry.tags.length === 0) return entry;
      try {
        if ((await store.lastRevalidated(entry.tags)) > entry.timestamp) {
          // Nothing will read the entry's stream now; release it.
          await entry.value.cancel();
          return undefined;
        }
      } catch (error) {
        // Next's guidance: a failing tag store must not fail the page. Serve what the cache holds.
        console.error('cache: cannot check the content revalidations; serving the cached entry:', error);
      }
      return entry;
    },

    set(cacheKey, pendingEntry) {
      return memory.set(cacheKey, pendingEntry);
    },

    async refreshTags() {
      await memory.refreshTags();
      await revalidations()?.refresh();
    },

    /** Next compares this with an entry's time for the route's implicit tags (paths); its own tags are checked in get. */
    async getExpiration(tags) {
      const store = revalidations();
      const [local, shared] = await Promise.all([
        memory.getExpiration(tags),
        store ? store.lastRevalidated(tags).catch(() => 0) : 0,
      ]);
      return Math.max(local, shared);
    },

    updateTags(tags, durations) {
      return memory.updateTags(tags, durations);
    },
  };
}

export default createUseCacheHandler();
