import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addSubscriber } from '@/lib/db/subscribers';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';

import { rowsWithEmail, testDatabases } from '../support/databases';

describe.each(testDatabases())('subscribers on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('stores a new address and reports it as subscribed', async () => {
    expect(await addSubscriber(db, 'new@example.com', 'newsletter')).toBe('subscribed');
    expect(await rowsWithEmail(db, 'public.subscribers', 'new@example.com')).toBe(1);
  });

  it('treats the same address in another letter case as already subscribed', async () => {
    await addSubscriber(db, 'Case@Example.com', 'newsletter');
    expect(await addSubscriber(db, 'case@example.COM', 'newsletter')).toBe('already-subscribed');
    expect(await rowsWithEmail(db, 'public.subscribers', 'case@example.com')).toBe(1);
  });

  it('keeps one row when the same address is submitted many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => addSubscriber(db, 'race@example.com', 'newsletter')),
    );
    expect(results.filter((result) => result === 'subscribed')).toHaveLength(1);
    expect(await rowsWithEmail(db, 'public.subscribers', 'race@example.com')).toBe(1);
  });

  it('rolls a failed transaction back and keeps working afterwards', async () => {
    await expect(
      db.transaction(async (tx) => {
        await addSubscriber(tx, 'rolled-back@example.com', 'newsletter');
        await tx.query(sql`select * from no_such_table`);
      }),
    ).rejects.toThrow();
    expect(await rowsWithEmail(db, 'public.subscribers', 'rolled-back@example.com')).toBe(0);
    expect(await addSubscriber(db, 'after-error@example.com', 'newsletter')).toBe('subscribed');
  });

  it('rolls back work that fails outside SQL, and keeps working afterwards', async () => {
    await expect(
      db.transaction(async (tx) => {
        await addSubscriber(tx, 'thrown@example.com', 'newsletter');
        throw new Error('not a database error');
      }),
    ).rejects.toThrow('not a database error');
    expect(await rowsWithEmail(db, 'public.subscribers', 'thrown@example.com')).toBe(0);
    expect(await addSubscriber(db, 'thrown@example.com', 'newsletter')).toBe('subscribed');
  });
});
