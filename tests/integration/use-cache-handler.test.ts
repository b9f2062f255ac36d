import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createRevalidationStore, REVALIDATIONS_KEY, type RevalidationStore } from '@/lib/content/revalidations';
import type { Database } from '@/lib/db/types';
import { validUntilTag } from '@/cache-stores.mjs';
import { createUseCacheHandler } from '@/use-cache-handler.mjs';

import { testDatabases } from '../support/databases';

/**
 * The 'use cache' handler Next.js runs in production (web/use-cache-handler.mjs),
 * where the content loaders' entries live: one per instance, each in its own
 * memory, all sharing the tag store on each database engine.
 */
const registry = globalThis as unknown as Record<symbol, RevalidationStore | undefined>;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const YEAR = 365 * 24 * 60 * 60;

type Handler = ReturnType<typeof createUseCacheHandler>;

/** What the loaders' `readCached` leaves: a serialized value under its cache tags, made now. */
async function put(handler: Handler, key: string, tags: string[], body: string) {
  const value = new Response(body).body!;
  const timestamp = performance.timeOrigin + performance.now();
  await handler.set(key, Promise.resolve({ value, tags, stale: 300, timestamp, expire: YEAR, revalidate: YEAR }));
}

async function read(handler: Handler, key: string): Promise<string | null> {
  const entry = await handler.get(key, []);
  return entry ? new Response(entry.value).text() : null;
}

describe.each(testDatabases())('the use-cache handler with the tag store on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let unique = 0;
  /** Tags of their own per test: Next's default handler keeps revalidations in one module-wide manifest. */
  const tag = (name: string) => `sanity:${name}-${engine.name}-${++unique}`;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());
  afterEach(() => {
    registry[REVALIDATIONS_KEY] = undefined;
    vi.restoreAllMocks();
  });

  it('misses an entry made before one of its tags was revalidated, and hits it once made again', async () => {
    const store = createRevalidationStore(async () => db);
    await store.load();
    registry[REVALIDATIONS_KEY] = store;
    const handler = createUseCacheHandler();
    const product = tag('product');

    await put(handler, 'price', [product, tag('offer')], '{"price":11}');
    expect(await read(handler, 'price')).toBe('{"price":11}');
    await tick();
    await store.record(product);
    expect(await read(handler, 'price')).toBeNull();

    await tick();
    await put(handler, 'price', [product], '{"price":9.9}');
    expect(await read(handler, 'price')).toBe('{"price":9.9}');
  });

  it('misses an entry past the moment its content held until, though its life was counted longer', async () => {
    const store = createRevalidationStore(async () => db);
    await store.load();
    registry[REVALIDATIONS_KEY] = store;
    const handler = createUseCacheHandler();
    const end = Date.now() + 50;

    await put(handler, 'launch-price', [tag('product'), validUntilTag(end)], '{"price":9.9}');
    await put(handler, 'faq', [tag('faq'), validUntilTag(end + 60_000)], '[]');
    expect(await read(handler, 'launch-price')).toBe('{"price":9.9}');
    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 5));
    expect(await read(handler, 'launch-price')).toBeNull();
    expect(await read(handler, 'faq')).toBe('[]');
  });

  it('misses on an instance the webhook never reached, once its copy of the tag table is older than maxAgeMs', async () => {
    let now = Date.now();
    const clock = () => now;
    const received = createRevalidationStore(async () => db, { now: clock });
    const other = createRevalidationStore(async () => db, { maxAgeMs: 1_000, now: clock });
    await Promise.all([received.load(), other.load()]);
    const product = tag('product');

    registry[REVALIDATIONS_KEY] = other;
    const otherHandler = createUseCacheHandler();
    await put(otherHandler, 'landing', [product], '{"price":11}');
    await tick();
    now = Date.now();
    await received.record(product);

    expect(await read(otherHandler, 'landing'), 'within maxAgeMs of its last read').toBe('{"price":11}');
    now += 1_000;
    await otherHandler.refreshTags();
    expect(await otherHandler.getExpiration([product])).toBe(now - 1_000);
    expect(await read(otherHandler, 'landing')).toBeNull();
  });

  it('reports the revalidations of implicit (path) tags through getExpiration, from the store', async () => {
    const store = createRevalidationStore(async () => db);
    await store.load();
    registry[REVALIDATIONS_KEY] = store;
    const handler = createUseCacheHandler();
    const path = `_N_T_/${tag('page')}`;

    expect(await handler.getExpiration([path])).toBe(0);
    await store.record(path);
    expect(await handler.getExpiration([path])).toBeGreaterThan(0);
  });

  it('without a store (during `next build`) behaves like Next’s own in-memory handler', async () => {
    const handler = createUseCacheHandler();
    const product = tag('product');
    await put(handler, 'landing', [product], '{"price":9.9}');
    expect(await read(handler, 'landing')).toBe('{"price":9.9}');
    await tick();
    await handler.updateTags([product]);
    // Next's handler rounds the revalidation time to the millisecond, possibly up, and counts it only
    // once that moment has come: a read in the same half-millisecond would still hit.
    await tick();
    expect(await read(handler, 'landing')).toBeNull();
  });

  it('serves the cached entry, and logs, when the tag store cannot be read', async () => {
    const lost = await engine.open();
    const unreachable = createRevalidationStore(async () => lost, { maxAgeMs: 0 });
    await unreachable.load();
    await lost.dispose();
    registry[REVALIDATIONS_KEY] = unreachable;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createUseCacheHandler();

    await put(handler, 'landing', [tag('product')], '{"price":9.9}');
    expect(await read(handler, 'landing')).toBe('{"price":9.9}');
    expect(errors).toHaveBeenCalled();
  });
});
