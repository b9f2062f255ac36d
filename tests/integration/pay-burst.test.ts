import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrate } from '@/lib/db/migrate';
import { openPostgres } from '@/lib/db/postgres';
import { sql } from '@/lib/db/sql';
import { DatabaseUnavailableError, type Database } from '@/lib/db/types';
import { claimCredentials, payWithTestCard, startCheckout } from '@/lib/orders/purchase';
import { TEST_CARDS } from '@/lib/payments/test-mode';

import { MIGRATIONS_DIR, testDatabases } from '../support/databases';
import { testJourney } from '../support/journey';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

async function payingBuyers(db: Database, count: number) {
  const buyers = [];
  for (let index = 0; index < count; index++) {
    const journey = testJourney(db);
    const email = `burst-${randomBytes(5).toString('hex')}@example.com`;
    const started = await startCheckout({ amount: 9.9, email }, journey);
    if (!started.ok) throw new Error('checkout refused');
    const card = {
      clientSecret: started.clientSecret,
      cardNumber: TEST_CARDS.success,
      expiry: { month: 12, year: 40 },
    };
    buyers.push({ journey, card, paymentIntentId: started.paymentIntentId });
  }
  return buyers;
}

describe.each(testDatabases())('a charged buyer on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('is told the payment succeeded when the database fails right after the charge, and gets the login later', async () => {
    const { journey, card, paymentIntentId } = (await payingBuyers(db, 1))[0]!;
    let down = false;
    const unavailable = () => Promise.reject(new DatabaseUnavailableError('The database cannot be reached.'));
    const failing: Database = {
      ...db,
      query: (statement) => (down ? unavailable() : db.query(statement)),
      exec: (script) => (down ? unavailable() : db.exec(script)),
      transaction: async (work) => {
        if (down) return unavailable();
        const result = await db.transaction(work);
        // The charge has committed: from here on, nothing reaches the database.
        down = true;
        return result;
      },
    };

    expect(await payWithTestCard(card, { ...journey, db: failing })).toEqual({
      ok: true,
      status: 'succeeded',
      paymentIntentId,
    });
    expect(down).toBe(true);
    expect(await db.query(sql`select 1 from public.orders where payment_intent_id = ${paymentIntentId}`)).toEqual([]);
    expect(await claimCredentials(paymentIntentId, journey)).toMatchObject({ status: 'ready' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('sixty buyers pressing Pay at once on postgres', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    // One connection, and a wait for it far shorter than sixty password hashes one after another.
    db = openPostgres(scratch.url, { max: 1, connectionTimeoutMillis: 3_000 });
    await migrate(db, MIGRATIONS_DIR);
  });
  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  it('are all fulfilled: no connection is held while a password is hashed', async () => {
    const buyers = await payingBuyers(db, 60);
    const answers = await Promise.all(buyers.map(({ journey, card }) => payWithTestCard(card, journey)));
    expect(answers.filter((answer) => answer.status !== 'succeeded')).toEqual([]);
    expect(await db.query(sql`select count(*)::int as count from public.orders`)).toEqual([{ count: 60 }]);
  });
});
