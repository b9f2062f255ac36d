// @ts-check
/**
 * The site's 'use cache' handler (next.config.ts `cacheHandlers.default`),
 * where the content loaders' entries live (web/lib/content/cache.ts). An entry
 * one of whose tags was revalidated after the entry was made is a miss,
 * whichever instance received the revalidation, and so is one whose content
 * held only until a moment that has come (validUntilTag, cache-stores.mjs).
 *
 * Why: Next remembers revalidations per process. An instance the webhook did
 * not reach would keep serving a withdrawn entry, and render it into the
 * pages it regenerates. The revalidations live in Postgres
 * (internal.content_revalidations, web/lib/content/revalidations.ts): this is
 * the "Distributed Tag Coordination" of Next's cacheHandlers guide, with
 * refreshTags and getExpiration reading that table (through the store's copy,
 * at most a second old) and get checking each entry's own tags against it.
 * Recording a revalidation is the webhook route's job, before it calls
 * revalidateTag, so that a failure to record answers 503 and Sanity retries.
 *
 * Where entries live: with REDIS_URL, in Redis, shared by every instance
 * (web/lib/cache/shared-cache.ts), so content one instance read is not read
 * again by the others; this process's memory (Next's own default handler)
 * answers what Redis does not hold and takes what Redis cannot (while it is
 * down). Without REDIS_URL, and during `next build` (the start-up puts the
 * stores on globalThis, see cache-stores.mjs), it is Next's in-memory handler
 * plus the check.
 */
import { createRequire } from 'node:module';

import {
  knowledgeTime,
  outlived,
  readShared,
  revalidatedSince,
  revalidations,
  sharedCache,
  writeShared,
} from './cache-stores.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/cache-handlers/default').createDefaultCacheHandler} */
const createDefaultCacheHandler = require('next/dist/server/lib/cache-handlers/default').createDefaultCacheHandler;
/** @type {typeof import('next/dist/server/stream-utils/node-web-streams-helper')} */
const streams = require('next/dist/server/stream-utils/node-web-streams-helper');

/** Next's default `cacheMaxMemorySize`, which its own default handler is given. */
const MAX_MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheHandler} CacheHandler
 * @typedef {import('next/dist/server/lib/cache-handlers/types').CacheEntry} CacheEntry
 * @typedef {Omit<CacheEntry, 'value'> & { value: Buffer }} StoredEntry
 * @typedef {import('./cache-stores.mjs').SharedCache} SharedCache
 */

/**
 * @param {CacheHandler} memory where this process keeps entries
 * @param {() => SharedCache | undefined} shared where every instance keeps them, if anywhere
 * @returns {CacheHandler}
 */
export function createUseCacheHandler(memory = createDefaultCacheHandler(MAX_MEMORY_BYTES), shared = sharedCache) {
  /** Sets still reading their value: a get of the same key waits for them, as Next's handler contract asks. */
  const pendingSets = new Map();
  /** @param {string} cacheKey */
  const sharedKey = (cacheKey) => `use-cache:${cacheKey}`;

  /**
   * Since the last revalidation of any of its tags, recorded in Postgres or
   * received by this process?
   * @param {readonly string[]} tags
   * @param {number} time
   */
  const current = async (tags, time) =>
    !(await revalidatedSince(tags, time)) && (await memory.getExpiration([...tags])) <= time;

  /** @type {CacheHandler} */
  const handler = {
    async get(cacheKey, softTags) {
      await pendingSets.get(cacheKey);
      const cache = shared();
      if (cache) {
        const entry = /** @type {StoredEntry | undefined} */ (await readShared(cache, sharedKey(cacheKey)));
        // Past `revalidate` counts as a miss, as Next's default handler has it in production.
        const fresh = entry && Date.now() <= entry.timestamp + entry.revalidate * 1000 && !outlived(entry.tags);
        if (entry && fresh && (await current(entry.tags, entry.timestamp))) {
          return { ...entry, value: streams.streamFromBuffer(entry.value) };
        }
      }
      const entry = await memory.get(cacheKey, softTags);
      if (!entry || entry.tags.length === 0) return entry;
      if (!outlived(entry.tags) && !(await revalidatedSince(entry.tags, entry.timestamp))) return entry;
      // Nothing will read the entry's stream now; release it.
      await entry.value.cancel();
      return undefined;
    },

    async set(cacheKey, pendingEntry) {
      const cache = shared();
      if (!cache) return memory.set(cacheKey, pendingEntry);
      /** @type {() => void} */
      let settled = () => {};
      pendingSets.set(cacheKey, new Promise((resolve) => (settled = () => resolve(undefined))));
      try {
        const entry = await pendingEntry;
        // An entry that expires at once is dynamic: Next regenerates it on every read (its default handler too).
        if (entry.expire === 0) return;
        const value = await streams.streamToBuffer(entry.value);
        /** @type {StoredEntry} */
        const stored = { ...entry, timestamp: Math.min(entry.timestamp, knowledgeTime()), value };
        if (await writeShared(cache, sharedKey(cacheKey), stored, Math.min(entry.revalidate, entry.expire))) return;
        await memory.set(cacheKey, Promise.resolve({ ...stored, value: streams.streamFromBuffer(value) }));
      } catch (error) {
        // A value whose stream failed is not kept, as Next's default handler does.
        console.error('cache: a use-cache entry could not be stored:', error);
      } finally {
        pendingSets.delete(cacheKey);
        settled();
      }
    },

    async refreshTags() {
      await memory.refreshTags();
      await revalidations()?.refresh();
    },

    /** Next compares this with an entry's time for the route's implicit tags (paths); its own tags are checked in get. */
    async getExpiration(tags) {
      const store = revalidations();
      const [local, recorded] = await Promise.all([
        memory.getExpiration(tags),
        store ? store.lastRevalidated(tags).catch(() => 0) : 0,
      ]);
      return Math.max(local, recorded);
    },

    updateTags(tags, durations) {
      return memory.updateTags(tags, durations);
    },
  };
  return handler;
}

export default createUseCacheHandler();
