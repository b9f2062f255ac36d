import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type * as NextHeaders from 'next/headers';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { POST } from '@/app/api/create-payment-intent/route';
import { createMember } from '../support/accounts';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';

import { testDatabases } from '../support/databases';
import { copySeedInto } from '../support/seed';
import { endServerState, startServerState } from '../support/server-state';

/** One browser's cookies, kept from request to request as the browser would keep them. */
const jar = vi.hoisted(() => new Map<string, string>());

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof NextHeaders>()),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
}));

/** A copy of the seed whose product the test prices, as an editor would in the studio. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'checkout-price-change-'));
const seedDir = path.join(dataDir, 'seed');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Sets the price charged from now on, without an offer, so the clock does not decide it. */
function setPrice(price: number) {
  const file = path.join(seedDir, 'site.ndjson');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"product"')) return line;
      const product = JSON.parse(line) as Record<string, unknown>;
      delete product.regularPrice;
      delete product.offerEndsAt;
      delete product.lowestPrice30Days;
      return JSON.stringify({ ...product, price });
    });
  writeFileSync(file, lines.join('\n'));
}

const checkout = (amount: number, email: string) =>
  POST(
    new Request('https://reset.example/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount, email, receipt_email: email }),
    }),
  );

describe.each(testDatabases())('POST /api/create-payment-intent when the price changes on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  const buyer = () => `price-change-${randomBytes(5).toString('hex')}@example.com`;
  const intentsFor = async (email: string) =>
    db.query<{ amountCents: number }>(
      sql`select amount_cents as "amountCents" from internal.test_payment_intents where email = ${email}`,
    );

  beforeAll(async () => {
    db = await engine.open();
    startServerState(db, {
      DATA_DIR: dataDir,
      SITE_URL: 'https://reset.example',
      PAYMENTS_TEST_MODE: 'true',
      CONTENT_SEED_DIR: seedDir,
    });
  });
  afterAll(async () => {
    endServerState();
    await db.dispose();
  });
  beforeEach(() => {
    jar.clear();
    copySeedInto(seedDir);
  });

  it('answers 409 with the price charged now, in words and as an amount to send, and creates no payment', async () => {
    setPrice(14.9);
    const email = buyer();
    const answer = await checkout(9.9, email);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: 'The price is now €14.90. Check the new amount, then continue to pay it.',
      reason: 'price-changed',
      price: { amount: 14.9, label: '€14.90' },
    });
    expect(await intentsFor(email)).toEqual([]);
  });

  it('takes the amount it named: 200, and the payment is for exactly that amount', async () => {
    setPrice(14.9);
    const email = buyer();
    const refused = (await (await checkout(9.9, email)).json()) as { price: { amount: number } };
    const answer = await checkout(refused.price.amount, email);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/) });
    expect(await intentsFor(email)).toEqual([{ amountCents: 1490 }]);
  });

  it('never charges an amount the buyer did not send: a price that went down is named too', async () => {
    setPrice(7.5);
    const email = buyer();
    const answer = await checkout(9.9, email);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ reason: 'price-changed', price: { amount: 7.5, label: '€7.50' } });
    expect(await intentsFor(email)).toEqual([]);
    expect((await checkout(7.5, email)).status).toBe(200);
    expect(await intentsFor(email)).toEqual([{ amountCents: 750 }]);
  });

  it('keeps the other 409, an address that already has access, without a reason or a price', async () => {
    setPrice(9.9);
    const email = buyer();
    await createMember(db, { username: `price${randomBytes(3).toString('hex')}`, email });
    const answer = await checkout(9.9, email);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error:
        'This e-mail address already has access to the programme, so there is nothing to pay. Log in, or we can e-mail you a sign-in link.',
    });
  });
});
