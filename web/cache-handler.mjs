// @ts-check
/**
 * The site's Next.js cache handler (next.config.ts `cacheHandler`): cached
 * pages, route responses and data entries. An entry one of whose tags was
 * revalidated after the entry was written is a miss, wherever it was kept, and
 * so is one whose content held only until a moment that has come (a page that
 * shows the launch price, past the offer's end: validUntilTag, cache-stores.mjs).
 *
 * Why: Next keeps cached pages and data on disk, but remembers revalidations
 * in memory only, per process. After a restart it would serve a page (or a
 * price) that a webhook had withdrawn, and an instance the webhook did not
 * reach never learns of it. The revalidations live in Postgres instead
 * (internal.content_revalidations, web/lib/content/revalidations.ts).
 *
 * Where entries live: with REDIS_URL, in Redis, shared by every instance of
 * the same build (web/lib/cache/shared-cache.ts), so a page one instance
 * renders is the page all serve; Next's file-system cache of this process
 * still holds the build's prerendered pages, answers what Redis does not
 * hold, and takes what Redis cannot (while it is down). Without REDIS_URL,
 * and during `next build` (the start-up puts the stores on globalThis, see
 * cache-stores.mjs), this is Next's file-system cache plus the check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  knowledgeTime,
  LONGEST_TTL_SECONDS,
  outlived,
  readShared,
  revalidatedSince,
  sharedCache,
  writeShared,
} from './cache-stores.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

/** Where Next stores the tags of a cached page or route response (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {ConstructorParameters<typeof FileSystemCache>[0]} HandlerContext
 * @typedef {Parameters<import('next/dist/server/lib/incremental-cache').CacheHandler['get']>[1]} GetContext
 * @typedef {Parameters<import('next/dist/server/lib/incremental-cache').CacheHandler['set']>} SetArguments
 * @typedef {import('next/dist/server/response-cache/types').GetIncrementalFetchCacheContext} FetchContext
 * @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} Entry
 */

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

/** @type {Map<string, string | undefined>} */
const buildIds = new Map();

/**
 * The build a server runs, which names its entries in the shared cache: pages
 * refer to the scripts of the build that rendered them, so instances share
 * pages only with instances of the same build.
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return undefined;
  if (!buildIds.has(serverDistDir)) {
    let id;
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || undefined;
    } catch {
      id = undefined;
    }
    buildIds.set(serverDistDir, id);
  }
  return buildIds.get(serverDistDir);
}

/** @param {Entry} entry */
function ttlOf(entry) {
  const expire = entry.cacheControl?.expire;
  return typeof expire === 'number' && expire > 0 ? expire : LONGEST_TTL_SECONDS;
}

export default class ContentCacheHandler extends FileSystemCache {
  /** @type {string | undefined} */
  #buildId;

  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    super(ctx);
    this.#buildId = buildIdOf(ctx.serverDistDir);
  }

  /** @param {string} key */
  #sharedKey(key) {
    return this.#buildId ? `page:${this.#buildId}:${key}` : undefined;
  }

  /**
   * @override
   * @param {string} key
   * @param {GetContext} ctx
   */
  async get(key, ctx) {
    const shared = sharedCache();
    const sharedKey = this.#sharedKey(key);
    if (shared && sharedKey) {
      const entry = /** @type {Entry | undefined} */ (await readShared(shared, sharedKey));
      if (entry && (await this.#current(entry, ctx))) return entry;
    }
    const entry = await super.get(key, ctx);
    if (!entry) return entry;
    return (await this.#current(entry, ctx)) ? entry : null;
  }

  /**
   * Neither revalidated since it was written nor past the moment its content held until.
   * @param {Entry} entry
   * @param {GetContext} ctx
   */
  async #current(entry, ctx) {
    const tags = tagsOf(entry, ctx);
    return !outlived(tags) && !(await revalidatedSince(tags, entry.lastModified));
  }

  /**
   * @override
   * @param {SetArguments} args
   */
  async set(...args) {
    const [key, data, ctx] = args;
    const shared = sharedCache();
    const sharedKey = this.#sharedKey(key);
    if (shared && sharedKey && data) {
      const fetchCache = 'fetchCache' in ctx && ctx.fetchCache;
      /** @type {Entry} */
      const entry = {
        lastModified: knowledgeTime(),
        // As Next's file-system cache keeps them: a data entry with the tags it was cached under.
        value: fetchCache && data.kind === 'FETCH' ? { ...data, tags: ctx.tags } : data,
        cacheControl: fetchCache
          ? undefined
          : /** @type {{ cacheControl?: Entry['cacheControl'] }} */ (ctx).cacheControl,
      };
      if (await writeShared(shared, sharedKey, entry, ttlOf(entry))) return;
    }
    return super.set(...args);
  }
}
