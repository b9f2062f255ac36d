// @ts-check
/**
 * What the two cache handlers (cache-handler.mjs, use-cache-handler.mjs) share:
 * where they find this process's stores, which the server's start-up
 * (web/lib/startup.ts) puts on globalThis (Node imports the handlers outside
 * the app's bundle, so they cannot import the app's modules), and how an entry
 * kept in the shared cache is dated and encoded.
 */
import v8 from 'node:v8';

/** The same key as REVALIDATIONS_KEY in web/lib/content/revalidations.ts. */
const REVALIDATIONS_KEY = Symbol.for('24-hour-reset.content-revalidations');
/** The same key as SHARED_CACHE_KEY in web/lib/cache/shared-cache.ts. */
const SHARED_CACHE_KEY = Symbol.for('24-hour-reset.shared-cache');

/**
 * How much older than this process's knowledge of the revalidations an entry
 * it writes to the shared cache is dated: a revalidation being committed while
 * that knowledge was read, or recorded by a host whose clock runs up to this
 * much ahead, still makes the entry a miss.
 */
const KNOWLEDGE_MARGIN_MS = 1_000;
/** The longest Redis keeps an entry: entries of a build no longer running age out. */
export const LONGEST_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * @typedef {{
 *   refresh(): Promise<void>,
 *   lastRevalidated(tags: readonly string[]): Promise<number>,
 *   knownAsOf(): number,
 * }} RevalidationLookup
 * @typedef {{
 *   get(key: string): Promise<Buffer | null>,
 *   set(key: string, value: Buffer, ttlSeconds: number): Promise<void>,
 * }} SharedCache
 */

/** The prefix of the tag that dates an entry's content (validUntilTag). */
const VALID_UNTIL_PREFIX = 'valid-until:';

/**
 * The tag of content that holds only until `time` (the launch price, until
 * the offer's end). Next gives a page the lifetimes of the entries it read as
 * they were when those entries were made, and counts them from when the page
 * is written: a page rendered from a price read an hour earlier would outlive
 * the offer by that hour. A tag carries the moment itself into every entry and
 * page that read the price, and both handlers count an entry whose moment has
 * come as a miss, wherever and whenever it was made.
 * @param {number} time milliseconds since the epoch
 */
export const validUntilTag = (time) => `${VALID_UNTIL_PREFIX}${new Date(time).toISOString()}`;

/**
 * Whether one of `tags` dates its entry to a moment that has come.
 * @param {readonly string[]} tags
 * @param {number} [now]
 */
export function outlived(tags, now = Date.now()) {
  return tags.some(
    (tag) => tag.startsWith(VALID_UNTIL_PREFIX) && Date.parse(tag.slice(VALID_UNTIL_PREFIX.length)) <= now,
  );
}

const registry = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/** This process's copy of the revalidations recorded in Postgres; none during `next build`. */
export const revalidations = () => /** @type {RevalidationLookup | undefined} */ (registry[REVALIDATIONS_KEY]);

/** The cache every instance shares (Redis, with REDIS_URL); none otherwise, and none during `next build`. */
export const sharedCache = () => /** @type {SharedCache | undefined} */ (registry[SHARED_CACHE_KEY]);

/**
 * The time to date an entry written to the shared cache: no later than what
 * this process knew of the revalidations when it rendered it. Another
 * instance may render before it has read a revalidation that one instance
 * received; dated by the clock, its outdated page would be newer than the
 * revalidation and served by every instance until the next one. Dated by its
 * knowledge, it is a miss as soon as any instance reads it, and an instance
 * that knows renders it again.
 * @param {number} [now]
 */
export function knowledgeTime(now = Date.now()) {
  const store = revalidations();
  return store ? Math.min(now, store.knownAsOf() - KNOWLEDGE_MARGIN_MS) : now;
}

/**
 * Whether a revalidation of one of `tags` recorded in Postgres came after `time`.
 * A tag store that cannot answer must not fail the page (Next's guidance): then
 * the entry counts as current, as Next's own caches would have it.
 * @param {readonly string[]} tags
 * @param {number} time
 */
export async function revalidatedSince(tags, time) {
  const store = revalidations();
  if (!store || tags.length === 0) return false;
  try {
    return (await store.lastRevalidated(tags)) > time;
  } catch (error) {
    console.error('cache: cannot check the content revalidations; serving the cached entry:', error);
    return false;
  }
}

/**
 * Reads and decodes an entry of the shared cache; undefined for a miss, and
 * when the shared cache cannot answer (it says so itself, once, in the log).
 * Entries are in V8's serialization format, which keeps Next's Buffers and
 * Maps (a page's RSC payload and segments) as they are; an entry this Node.js
 * cannot read (one written by a newer version during a rolling upgrade) is a miss.
 * @param {SharedCache} cache
 * @param {string} key
 * @returns {Promise<unknown>}
 */
export async function readShared(cache, key) {
  let bytes;
  try {
    bytes = await cache.get(key);
  } catch {
    return undefined;
  }
  if (!bytes) return undefined;
  try {
    return v8.deserialize(bytes);
  } catch (error) {
    console.error(`cache: cannot read the shared entry ${key}; treating it as a miss:`, error);
    return undefined;
  }
}

/**
 * Writes an entry to the shared cache for `ttlSeconds` (30 days at most); false if the shared cache cannot take it now.
 * @param {SharedCache} cache
 * @param {string} key
 * @param {unknown} entry
 * @param {number} ttlSeconds
 */
export async function writeShared(cache, key, entry, ttlSeconds) {
  try {
    const ttl = Number.isFinite(ttlSeconds)
      ? Math.min(Math.max(1, Math.ceil(ttlSeconds)), LONGEST_TTL_SECONDS)
      : LONGEST_TTL_SECONDS;
    await cache.set(key, v8.serialize(entry), ttl);
    return true;
  } catch {
    return false;
  }
}
