import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@redis/client';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import ContentCacheHandler from '@/cache-handler.mjs';
import { validUntilTag } from '@/cache-stores.mjs';
import { createSharedCache, SHARED_CACHE_KEY, type SharedCache } from '@/lib/cache/shared-cache';
import { createRevalidationStore, REVALIDATIONS_KEY, type RevalidationStore } from '@/lib/content/revalidations';
import type { Database } from '@/lib/db/types';
import { createUseCacheHandler } from '@/use-cache-handler.mjs';

import { startTcpProxy } from '../e2e/support/tcp-proxy';
import { testDatabases } from '../support/databases';

/**
 * The cache handlers Next.js runs in production (web/cache-handler.mjs,
 * web/use-cache-handler.mjs) with REDIS_URL: several instances, each with its
 * own build folder, memory and copy of the revalidations, sharing one Redis
 * (TEST_REDIS_URL, under a key prefix of this run) and one database.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const SKIPPED =
  'TEST_REDIS_URL is not set: the shared-cache tests need a Redis server and are skipped. ' +
  'CI starts one; locally run `eval "$(scripts/ci/start-redis.sh)"` and export TEST_REDIS_URL.';
if (!redisUrl) console.warn(SKIPPED);

const registry = globalThis as unknown as Record<symbol, unknown>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the margin by which an entry is dated before what its instance knew of the revalidations. */
const pastMargin = () => sleep(1_100);
const YEAR = 365 * 24 * 60 * 60;

interface Instance {
  store: RevalidationStore;
  cache: SharedCache;
  pages: ContentCacheHandler;
  data: ReturnType<typeof createUseCacheHandler>;
}

/** Makes `instance` the process the handlers run in, as its start-up would. */
function as(instance: Instance): Instance {
  registry[REVALIDATIONS_KEY] = instance.store;
  registry[SHARED_CACHE_KEY] = instance.cache;
  return instance;
}

/** A prerendered page as Next.js 16 hands it over: HTML, RSC payload and segments as Buffers, tags in its headers. */
function page(html: string, tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from(`tree:${html}`)]]),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
    postponed: undefined,
  };
}

const setPage = (instance: Instance, key: string, value: ReturnType<typeof page>) =>
  as(instance).pages.set(key, value as never, { cacheControl: { revalidate: false, expire: undefined } } as never);

async function getPage(instance: Instance, key: string) {
  const entry = await as(instance).pages.get(key, { kind: 'APP_PAGE', isFallback: false } as never);
  return entry?.value as ReturnType<typeof page> | undefined;
}

async function putData(instance: Instance, key: string, tags: string[], body: string, expire = YEAR) {
  const value = new Response(body).body!;
  const timestamp = performance.timeOrigin + performance.now();
  await as(instance).data.set(key, Promise.resolve({ value, tags, stale: 300, timestamp, expire, revalidate: expire }));
}

async function readData(instance: Instance, key: string): Promise<string | null> {
  const entry = await as(instance).data.get(key, []);
  return entry ? new Response(entry.value).text() : null;
}

describe.skipIf(!redisUrl)('instances sharing their caches in Redis', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  const folders: string[] = [];
  const caches: SharedCache[] = [];
  let db: Database & { dispose(): Promise<void> };
  let unique = 0;
  const tag = (name: string) => `sanity:${name}-${++unique}`;
  const key = (name: string) => `/${name}-${++unique}`;

  /** An instance of build `buildId`, with its own build folder, memory and copy of the revalidations. */
  async function instance({ buildId = 'build-1', redis = redisUrl!, maxAgeMs = 0 } = {}): Promise<Instance> {
    const distDir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
    folders.push(distDir);
    mkdirSync(path.join(distDir, 'server'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), buildId);
    const store = createRevalidationStore(async () => db, { maxAgeMs });
    await store.load();
    const cache = createSharedCache(redis, { keyPrefix: prefix });
    caches.push(cache);
    const serverDistDir = path.join(distDir, 'server');
    const pages = new ContentCacheHandler({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {},
    });
    return { store, cache, pages, data: createUseCacheHandler() };
  }

  /** Waits until the client has connected, as a server would be by its first request. */
  async function connected(each: Instance) {
    await vi.waitFor(async () => expect(await each.cache.get('connected?')).toBeNull(), { timeout: 5_000 });
    return each;
  }

  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
  });
  afterEach(() => {
    registry[REVALIDATIONS_KEY] = undefined;
    registry[SHARED_CACHE_KEY] = undefined;
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await Promise.all(caches.map((cache) => cache.close()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await redis.del(keys);
    await redis.close();
    await db?.dispose();
  });

  it('serves on one instance the page another rendered, its RSC payload and segments intact, from Redis', async () => {
    const [a, b] = [await connected(await instance()), await connected(await instance())];
    const path = key('checkout');
    await setPage(a, path, page('<p>€9.90</p>', ['_N_T_/layout', tag('product')]));

    const shown = await getPage(b, path);
    expect(shown?.html).toBe('<p>€9.90</p>');
    expect(Buffer.isBuffer(shown?.rscData) && shown.rscData.toString()).toBe('rsc:<p>€9.90</p>');
    expect(shown?.segmentData).toBeInstanceOf(Map);
    expect(shown?.segmentData.get('/_tree')?.toString()).toBe('tree:<p>€9.90</p>');

    // In Redis, not on either instance's disk: without the shared cache neither has it.
    registry[SHARED_CACHE_KEY] = undefined;
    expect(await b.pages.get(path, { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
    expect(await a.pages.get(path, { kind: 'APP_PAGE', isFallback: false } as never)).toBeNull();
  });

  it('misses on every instance a page rendered before a revalidation one of them recorded', async () => {
    const [a, b] = [await connected(await instance()), await connected(await instance())];
    const product = tag('product');
    const path = key('checkout');
    await setPage(a, path, page('<p>€11.00</p>', [product]));
    expect((await getPage(b, path))?.html).toBe('<p>€11.00</p>');

    await a.store.record(product);
    expect(await getPage(a, path)).toBeUndefined();
    expect(await getPage(b, path)).toBeUndefined();

    // Rendered again by an instance that knows of the revalidation: current, and shared.
    await pastMargin();
    await b.store.load();
    await setPage(b, path, page('<p>€9.90</p>', [product]));
    expect((await getPage(a, path))?.html).toBe('<p>€9.90</p>');
  });

  it('never lets an instance that has not yet read a revalidation share a page as newer than it', async () => {
    const a = await connected(await instance());
    // B's copy of the revalidations is refreshed rarely, so it renders without knowing what A recorded.
    const b = await connected(await instance({ maxAgeMs: 60_000 }));
    const product = tag('product');
    const path = key('landing');
    await pastMargin();
    await a.store.record(product);

    await setPage(b, path, page('<p>€11.00</p>', [product]));
    expect(await getPage(a, path)).toBeUndefined();
    await b.store.load();
    expect(await getPage(b, path)).toBeUndefined();
  });

  it('keeps the pages of one build from the instances of another', async () => {
    const a = await connected(await instance({ buildId: 'build-1' }));
    const next = await connected(await instance({ buildId: 'build-2' }));
    const path = key('about');
    await setPage(a, path, page('<p>About</p>', [tag('aboutPage')]));
    expect(await getPage(next, path)).toBeUndefined();
  });

  it('shares the content loaders’ entries, and misses them on every instance after a revalidation', async () => {
    const [a, b] = [await connected(await instance()), await connected(await instance())];
    const product = tag('product');
    await putData(a, 'price', [product], '{"price":11}');
    expect(await readData(b, 'price')).toBe('{"price":11}');
    // Read twice: each read gets a stream of its own.
    expect(await readData(b, 'price')).toBe('{"price":11}');

    await a.store.record(product);
    expect(await readData(b, 'price')).toBeNull();
    expect(await readData(a, 'price')).toBeNull();
  });

  it('misses on every instance a page and an entry past the moment their content held until', async () => {
    const [a, b] = [await connected(await instance()), await connected(await instance())];
    const end = Date.now() + 200;
    const path = key('landing');
    await setPage(a, path, page('<p>€9.90</p>', [tag('product'), validUntilTag(end)]));
    await putData(a, 'launch-price', [tag('product'), validUntilTag(end)], '{"price":9.9}');
    expect((await getPage(b, path))?.html).toBe('<p>€9.90</p>');
    expect(await readData(b, 'launch-price')).toBe('{"price":9.9}');

    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 5));
    for (const each of [a, b]) {
      expect(await getPage(each, path)).toBeUndefined();
      expect(await readData(each, 'launch-price')).toBeNull();
    }
  });

  it('keeps no entry that expires at once (a dynamic one), as Next’s own handler', async () => {
    const [a, b] = [await connected(await instance()), await connected(await instance())];
    await putData(a, 'now', [tag('clock')], '"12:00"', 0);
    expect(await readData(a, 'now')).toBeNull();
    expect(await readData(b, 'now')).toBeNull();
  });

  it('with Redis down, keeps and serves pages and entries from the instance’s own caches, without waiting', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = await instance({ redis: `redis://127.0.0.1:${closed}` });
    const path = key('faq');

    const started = Date.now();
    await setPage(down, path, page('<p>FAQ</p>', [tag('faq')]));
    expect((await getPage(down, path))?.html).toBe('<p>FAQ</p>');
    await putData(down, 'faq', [tag('faq')], '[]');
    expect(await readData(down, 'faq')).toBe('[]');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(errors.mock.calls.flat().join(' ')).toContain('is unavailable');
  });
  it('with Redis hanging, waits half a second at most, then serves from the instance’s own caches until it answers', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const [a, b] = [
        await connected(await instance()),
        await connected(await instance({ redis: `redis://127.0.0.1:${proxy.port}` })),
      ];
      const path = key('terms');
      await setPage(a, path, page('<p>Terms</p>', [tag('policy')]));
      expect((await getPage(b, path))?.html).toBe('<p>Terms</p>');

      proxy.blackhole();
      let started = Date.now();
      // Not in Redis for B: served from its own disk, where the page it could not share went.
      expect(await getPage(b, path)).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
      started = Date.now();
      await setPage(b, path, page('<p>Terms, kept by B</p>', [tag('policy')]));
      expect((await getPage(b, path))?.html).toBe('<p>Terms, kept by B</p>');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(errors.mock.calls.flat().join(' ')).toContain('no answer within 500 ms');

      proxy.restore();
      await vi.waitFor(async () => expect((await getPage(b, path))?.html).toBe('<p>Terms</p>'), { timeout: 15_000 });
    } finally {
      await proxy.close();
    }
  });
});
