import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deleteExpiredWindows, takeHit } from '@/lib/db/rate-limits';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { FORM_LIMITS, reserve, throttleForm } from '@/lib/http/rate-limit';

import { testDatabases } from '../support/databases';

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

describe.each(testDatabases())('rate limits on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  const rule = (key: string, limit = 5) => ({ bucket: 'test', key, limit, windowSeconds: 600 });
  const hitsOf = async (bucket: string, key: string) =>
    (
      await db.query<{ hits: number }>(
        sql`select hits from internal.rate_limits where bucket = ${bucket} and key = ${key}`,
      )
    )[0]?.hits;
  const expire = (bucket: string, key: string) =>
    db.query(
      sql`update internal.rate_limits set expires_at = now() - interval '1 second'
          where bucket = ${bucket} and key = ${key}`,
    );

  it('grants exactly the limit to 40 concurrent hits on one key, and tells the rest how long to wait', async () => {
    const key = unique('crowd');
    const hits = await Promise.all(Array.from({ length: 40 }, () => takeHit(db, rule(key))));
    expect(hits.filter((hit) => hit.granted)).toHaveLength(5);
    for (const hit of hits) {
      if (hit.granted) continue;
      expect(hit.retryAfterSeconds).toBeGreaterThan(0);
      expect(hit.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // A refused hit is not counted, so hammering a full window does not extend or deepen it.
    expect(await hitsOf('test', key)).toBe(5);
  });

  it('counts each key and each bucket apart', async () => {
    const key = unique('apart');
    for (let hit = 0; hit < 5; hit++) expect(await takeHit(db, rule(key))).toMatchObject({ granted: true });
    expect(await takeHit(db, rule(key))).toMatchObject({ granted: false });
    expect(await takeHit(db, rule(`${key}-other`))).toMatchObject({ granted: true });
    expect(await takeHit(db, { ...rule(key), bucket: 'other-test' })).toMatchObject({ granted: true });
  });

  it('opens a new window once the old one has expired, and deletes expired windows as it goes', async () => {
    const key = unique('expiry');
    for (let hit = 0; hit < 5; hit++) await takeHit(db, rule(key));
    expect(await takeHit(db, rule(key))).toMatchObject({ granted: false });
    await expire('test', key);
    expect(await takeHit(db, rule(key))).toMatchObject({ granted: true });
    expect(await hitsOf('test', key)).toBe(1);

    const stale = unique('stale');
    await takeHit(db, rule(stale));
    await expire('test', stale);
    // Opening any new window sweeps the expired ones away.
    await takeHit(db, rule(unique('fresh')));
    expect(await hitsOf('test', stale)).toBeUndefined();
    expect(await deleteExpiredWindows(db)).toBe(0);
  });

  it('reserving several limits takes all or none; releasing gives every one back', async () => {
    const [open, full] = [unique('open'), unique('full')];
    await takeHit(db, rule(full, 1));
    expect(await reserve(db, [rule(open), rule(full, 1)])).toMatchObject({ ok: false });
    expect(await hitsOf('test', open)).toBe(0);

    const reserved = await reserve(db, [rule(open), rule(unique('second'))]);
    expect(reserved.ok).toBe(true);
    expect(await hitsOf('test', open)).toBe(1);
    if (reserved.ok) await reserved.release();
    expect(await hitsOf('test', open)).toBe(0);
  });

  it('a release after its window has rolled over leaves the new window alone', async () => {
    const key = unique('rollover');
    const reserved = await reserve(db, [rule(key)]);
    await expire('test', key);
    // A release finds its window by the window's end, to the millisecond. A real rollover comes a
    // whole window later; here the new window must at least open in a later millisecond, or it
    // would end in the same one as the window reserved.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await takeHit(db, rule(key));
    if (reserved.ok) await reserved.release();
    expect(await hitsOf('test', key)).toBe(1);
  });

  it('answers a form past its limit with 429, Retry-After and a message; another form passes', async () => {
    const address = `203.0.113.${counter++}`;
    for (let post = 0; post < FORM_LIMITS.contact; post++)
      expect(await throttleForm(db, 'contact', address)).toBeNull();
    const refused = await throttleForm(db, 'contact', address);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(FORM_LIMITS.windowSeconds);
    expect(await refused?.json()).toEqual({
      error: 'Too many requests from your network. Please try again in 10 minutes.',
    });
    expect(await throttleForm(db, 'subscribe', address)).toBeNull();
  });
});
