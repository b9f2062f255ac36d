import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createRevalidationStore } from '@/lib/content/revalidations';
import { listRevalidations, recordRevalidation } from '@/lib/db/content-revalidations';
import type { Database } from '@/lib/db/types';

import { testDatabases } from '../support/databases';

describe.each(testDatabases())('content revalidations on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  const connect = async () => db;

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());
  afterEach(() => vi.restoreAllMocks());

  it('keeps one row per tag, and a late webhook never moves a tag’s time backwards', async () => {
    const later = new Date('2026-11-23T10:00:05Z');
    expect(await recordRevalidation(db, 'sanity:offer', new Date('2026-11-23T10:00:00Z'))).toEqual(
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(await recordRevalidation(db, 'sanity:offer', later)).toEqual(later);
    expect(await recordRevalidation(db, 'sanity:offer', new Date('2026-11-23T09:59:00Z'))).toEqual(later);
    expect((await listRevalidations(db)).get('sanity:offer')).toBe(later.getTime());
  });

  it('reports a revalidation to the process that recorded it at once, as the latest of the tags asked about', async () => {
    const store = createRevalidationStore(connect);
    await store.load();
    const before = Date.now();
    await store.record('sanity:faq');
    const at = await store.lastRevalidated(['sanity:unrelated', 'sanity:faq']);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await store.lastRevalidated(['sanity:never-revalidated'])).toBe(0);
    expect(await store.lastRevalidated([])).toBe(0);
  });

  it('a restarted process starts from the database', async () => {
    await createRevalidationStore(connect).record('sanity:policy');
    const recorded = (await listRevalidations(db)).get('sanity:policy');

    const restarted = createRevalidationStore(connect);
    await restarted.load();
    expect(await restarted.lastRevalidated(['sanity:policy'])).toBe(recorded);
  });

  it('another instance learns of a revalidation once its copy is older than maxAgeMs, not before', async () => {
    let clock = Date.now();
    const other = createRevalidationStore(connect, { maxAgeMs: 1_000, now: () => clock });
    await other.load();
    expect(await other.lastRevalidated(['sanity:testimonial'])).toBe(0);

    await createRevalidationStore(connect).record('sanity:testimonial');
    clock += 999;
    expect(await other.lastRevalidated(['sanity:testimonial'])).toBe(0);
    clock += 1;
    expect(await other.lastRevalidated(['sanity:testimonial'])).toBe(
      (await listRevalidations(db)).get('sanity:testimonial'),
    );
  });

  it('when the database cannot be read, answers from the last copy, logs once per attempt and retries later', async () => {
    const lost = await engine.open();
    let clock = Date.now();
    const store = createRevalidationStore(async () => lost, { maxAgeMs: 1_000, now: () => clock });
    await store.record('sanity:siteSettings');
    await store.load();
    const known = await store.lastRevalidated(['sanity:siteSettings']);
    expect(known).toBeGreaterThan(0);

    await lost.dispose();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    clock += 1_000;
    expect(await store.lastRevalidated(['sanity:siteSettings'])).toBe(known);
    expect(await store.lastRevalidated(['sanity:siteSettings'])).toBe(known);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('cannot read the content revalidations');

    clock += 1_000;
    expect(await store.lastRevalidated(['sanity:siteSettings'])).toBe(known);
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('throws when the database cannot be written, and remembers nothing in this process alone', async () => {
    const lost = await engine.open();
    const store = createRevalidationStore(async () => lost);
    await store.load();
    await lost.dispose();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(store.record('sanity:product')).rejects.toThrow();
    expect(await store.lastRevalidated(['sanity:product'])).toBe(0);
  });
});
