// @ts-check
/**
 * The site's Next.js cache handler (next.config.ts `cacheHandler`): Next's own
 * file-system cache, except that an entry one of whose tags was revalidated
 * after the entry was written is a miss.
 *
 * Why: Next keeps cached pages and data on disk, but remembers revalidations
 * in memory only, per process. After a restart it would serve a page (or a
 * price) that a webhook had withdrawn, and an instance the webhook did not
 * reach never learns of it. The revalidations live in Postgres instead
 * (internal.content_revalidations, web/lib/content/revalidations.ts).
 *
 * Node imports this file at run time, outside the app's bundle, so it cannot
 * import the app's modules: the server's start-up (web/lib/startup.ts) puts
 * the store on globalThis. During `next build` there is none, and this
 * behaves exactly like Next's default handler.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** The same key as REVALIDATIONS_KEY in web/lib/content/revalidations.ts. */
const REVALIDATIONS_KEY = Symbol.for('24-hour-reset.content-revalidations');
/** Where Next stores the tags of a cached page or route response (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ lastRevalidated(tags: readonly string[]): Promise<number> }} RevalidationLookup
 * @typedef {Parameters<import('next/dist/server/lib/incremental-cache').CacheHandler['get']>[1]} GetContext
 * @typedef {import('next/dist/server/response-cache/types').GetIncrementalFetchCacheContext} FetchContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} Entry
 */

/** @returns {RevalidationLookup | undefined} */
function revalidations() {
  return /** @type {Record<symbol, RevalidationLookup | undefined>} */ (/** @type {unknown} */ (globalThis))[
    REVALIDATIONS_KEY
  ];
}

/**
 * Next declares the kinds as a const enum, which a JavaScript file cannot read.
 * @param {GetContext} ctx
 * @returns {ctx is FetchContext}
 */
const isFetch = (ctx) => /** @type {string} */ (ctx.kind) === 'FETCH';

/**
 * The tags an entry was cached under: a data entry's come with the lookup
 * (its own and the page's implicit ones), a page's or route's are stored in
 * its headers.
 * @param {Entry} entry
 * @param {GetContext} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  if (isFetch(ctx)) return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = entry.value;
  const header = value && 'headers' in value ? value.headers?.[TAGS_HEADER] : undefined;
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

export default class ContentCacheHandler extends FileSystemCache {
  /**
   * @override
   * @param {string} key
   * @param {GetContext} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const store = revalidations();
    if (!entry || !store) return entry;
    const tags = tagsOf(entry, ctx);
    if (tags.length === 0) return entry;
    try {
      return (await store.lastRevalidated(tags)) > entry.lastModified ? null : entry;
    } catch (error) {
      // Next's guidance: a failing tag store must not fail the page. Serve what the cache holds.
      console.error('cache: cannot check the content revalidations; serving the cached entry:', error);
      return entry;
    }
  }
}
