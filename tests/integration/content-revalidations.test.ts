import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Applied, RENDER_WINDOW_MS, tagsToExpire } from '@/lib/content/revalidations';
import { listRevalidations, recordRevalidation } from '@/lib/db/content-revalidations';
import type { Database } from '@/lib/db/types';

import { testDatabases } from '../support/databases';

describe.each(testDatabases())('content revalidations on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('keeps one row per tag, and a late webhook never moves a tag’s time backwards', async () => {
    const later = new Date('2026-11-23T10:00:05Z');
    expect(await recordRevalidation(db, 'sanity:offer', new Date('2026-11-23T10:00:00Z'))).toEqual(
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(await recordRevalidation(db, 'sanity:offer', later)).toEqual(later);
    expect(await recordRevalidation(db, 'sanity:offer', new Date('2026-11-23T09:59:00Z'))).toEqual(later);
    expect((await listRevalidations(db)).get('sanity:offer')).toBe(later.getTime());
  });

  it('another process learns from the recorded times which tags to expire, each once', async () => {
    const other: Applied = { started: true, tags: new Map(), settling: new Map(), priceChangesAt: null };
    expect(tagsToExpire(other, await listRevalidations(db), Date.now())).toContain('sanity:offer');
    expect(tagsToExpire(other, await listRevalidations(db), Date.now())).toEqual([]);

    await recordRevalidation(db, 'sanity:faq', new Date());
    expect(tagsToExpire(other, await listRevalidations(db), Date.now())).toEqual(['sanity:faq']);
    // A webhook delivered late never moves a time backwards, so it expires nothing again.
    await recordRevalidation(db, 'sanity:faq', new Date(Date.now() - 60_000));
    expect(tagsToExpire(other, await listRevalidations(db), Date.now())).toEqual([]);
  });
});

describe('a render that straddles a revalidation', () => {
  it('is expired once more when the render window has passed, and only once', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    const state: Applied = { started: true, tags: new Map(), settling: new Map(), priceChangesAt: null };
    const recorded = new Map([['sanity:product', at]]);
    expect(tagsToExpire(state, recorded, at + 100)).toEqual(['sanity:product']);
    expect(tagsToExpire(state, recorded, at + RENDER_WINDOW_MS - 1)).toEqual([]);
    expect(tagsToExpire(state, recorded, at + RENDER_WINDOW_MS)).toEqual(['sanity:product']);
    expect(tagsToExpire(state, recorded, at + 60_000)).toEqual([]);
  });

  it('is not expired twice for a revalidation this process learns of long after it', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    const state: Applied = { started: true, tags: new Map(), settling: new Map(), priceChangesAt: null };
    const recorded = new Map([['sanity:faq', at]]);
    expect(tagsToExpire(state, recorded, at + 60_000)).toEqual(['sanity:faq']);
    expect(tagsToExpire(state, recorded, at + 120_000)).toEqual([]);
  });
});

describe('the price’s schedule', () => {
  it('expires what showed the product once the price it showed has stopped applying', () => {
    const end = Date.parse('2027-01-31T23:59:59Z');
    const state: Applied = { started: true, tags: new Map(), settling: new Map(), priceChangesAt: end };
    expect(tagsToExpire(state, new Map(), end - 1)).toEqual([]);
    expect(tagsToExpire(state, new Map(), end)).toEqual(['sanity:product']);
  });
});
