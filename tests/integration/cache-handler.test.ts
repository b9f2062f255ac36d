import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import ContentCacheHandler from '@/cache-handler.mjs';
import { validUntilTag } from '@/cache-stores.mjs';
import { createRevalidationStore, REVALIDATIONS_KEY, type RevalidationStore } from '@/lib/content/revalidations';
import type { Database } from '@/lib/db/types';

import { testDatabases } from '../support/databases';

/**
 * The cache handler Next.js runs in production (web/cache-handler.mjs), on a
 * build folder of its own, against the tag store on each database engine.
 */
const registry = globalThis as unknown as Record<symbol, RevalidationStore | undefined>;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A process's handler as Next.js constructs it, without the in-memory cache, so every read is the disk's. */
const openHandler = (serverDistDir: string) =>
  new ContentCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} });

type Handler = ReturnType<typeof openHandler>;

/** unstable_cache's entry for one query, read back as unstable_cache asks for it. */
const fetchEntry = {
  async set(handler: Handler, key: string, tags: string[], body: string) {
    const data = { headers: {}, body, status: 200, url: '' };
    await handler.set(key, { kind: 'FETCH', data, revalidate: 31_536_000 } as never, { fetchCache: true, tags });
  },
  async get(handler: Handler, key: string, tags: string[], softTags: string[] = []) {
    const entry = await handler.get(key, { kind: 'FETCH', tags, softTags } as never);
    return entry?.value && 'data' in entry.value ? entry.value.data.body : null;
  },
};

/** A prerendered page, its tags in the x-next-cache-tags header as Next.js stores them. */
const pageEntry = {
  async set(handler: Handler, key: string, tags: string[], html: string) {
    const headers = { 'x-next-cache-tags': tags.join(',') };
    const value = { kind: 'APP_PAGE', html, rscData: Buffer.from(html), headers, status: 200 };
    await handler.set(key, value as never, { cacheControl: { revalidate: false, expire: undefined } } as never);
  },
  async get(handler: Handler, key: string) {
    const entry = await handler.get(key, { kind: 'APP_PAGE', isFallback: false } as never);
    return entry?.value && 'html' in entry.value ? String(entry.value.html) : null;
  },
};

describe.each(testDatabases())('the cache handler with the tag store on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let distDir: string;
  let store: RevalidationStore;
  let handler: Handler;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());
  beforeEach(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
    store = createRevalidationStore(async () => db);
    await store.load();
    registry[REVALIDATIONS_KEY] = store;
    handler = openHandler(path.join(distDir, 'server'));
  });
  afterEach(() => {
    registry[REVALIDATIONS_KEY] = undefined;
    rmSync(distDir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('misses a data entry written before one of its tags was revalidated, and hits it once written again', async () => {
    await fetchEntry.set(handler, 'price-query', ['sanity:product'], '{"price":11}');
    expect(await fetchEntry.get(handler, 'price-query', ['sanity:product'])).toBe('{"price":11}');

    await tick();
    await store.record('sanity:product');
    expect(await fetchEntry.get(handler, 'price-query', ['sanity:product'])).toBeNull();

    await tick();
    await fetchEntry.set(handler, 'price-query', ['sanity:product'], '{"price":9.9}');
    expect(await fetchEntry.get(handler, 'price-query', ['sanity:product'])).toBe('{"price":9.9}');
  });

  it('checks the implicit (soft) tags of a data entry too, and ignores revalidations of other tags', async () => {
    await fetchEntry.set(handler, 'faq-query', ['sanity:faq'], '[]');
    await tick();
    await store.record('sanity:offer');
    expect(await fetchEntry.get(handler, 'faq-query', ['sanity:faq'], ['_N_T_/layout'])).toBe('[]');
    await store.record('_N_T_/layout');
    expect(await fetchEntry.get(handler, 'faq-query', ['sanity:faq'], ['_N_T_/layout'])).toBeNull();
  });

  it('misses a page whose x-next-cache-tags name a tag revalidated after it was rendered', async () => {
    await pageEntry.set(handler, '/checkout', ['_N_T_/layout', 'sanity:product'], '<p>€11.00</p>');
    await pageEntry.set(handler, '/about', ['_N_T_/layout', 'sanity:aboutPage'], '<p>About</p>');
    await tick();
    await store.record('sanity:product');
    expect(await pageEntry.get(handler, '/checkout')).toBeNull();
    expect(await pageEntry.get(handler, '/about')).toBe('<p>About</p>');
  });

  it('misses a page that shows a price past the moment it held until, however long the page was told to live', async () => {
    const end = Date.now() + 50;
    await pageEntry.set(handler, '/', ['_N_T_/layout', 'sanity:product', validUntilTag(end)], '<p>€9.90</p>');
    await pageEntry.set(handler, '/about', ['_N_T_/layout', validUntilTag(end + 60_000)], '<p>About</p>');
    expect(await pageEntry.get(handler, '/')).toBe('<p>€9.90</p>');

    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 5));
    expect(await pageEntry.get(handler, '/')).toBeNull();
    expect(await pageEntry.get(handler, '/about')).toBe('<p>About</p>');
  });

  it('after a restart, misses what the disk kept from before a revalidation the previous process recorded', async () => {
    await pageEntry.set(handler, '/', ['sanity:product'], '<p>€11.00</p>');
    await fetchEntry.set(handler, 'landing-query', ['sanity:product'], '{"price":11}');
    await tick();
    await store.record('sanity:product');

    const restartedStore = createRevalidationStore(async () => db);
    await restartedStore.load();
    registry[REVALIDATIONS_KEY] = restartedStore;
    const restarted = openHandler(path.join(distDir, 'server'));
    expect(await pageEntry.get(restarted, '/')).toBeNull();
    expect(await fetchEntry.get(restarted, 'landing-query', ['sanity:product'])).toBeNull();
  });

  it('without a store (during `next build`) behaves like Next’s own file-system cache', async () => {
    await pageEntry.set(handler, '/', ['sanity:product'], '<p>€9.90</p>');
    await fetchEntry.set(handler, 'landing-query', ['sanity:product'], '{"price":9.9}');
    await tick();
    await store.record('sanity:product');
    registry[REVALIDATIONS_KEY] = undefined;
    expect(await pageEntry.get(handler, '/')).toBe('<p>€9.90</p>');
    expect(await fetchEntry.get(handler, 'landing-query', ['sanity:product'])).toBe('{"price":9.9}');
  });

  it('serves the cached entry, and logs, when the tag store cannot be read', async () => {
    const lost = await engine.open();
    const unreachable = createRevalidationStore(async () => lost, { maxAgeMs: 0 });
    await unreachable.load();
    await lost.dispose();
    registry[REVALIDATIONS_KEY] = unreachable;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await pageEntry.set(handler, '/', ['sanity:product'], '<p>€9.90</p>');
    expect(await pageEntry.get(handler, '/')).toBe('<p>€9.90</p>');
    expect(errors).toHaveBeenCalled();
  });
});
