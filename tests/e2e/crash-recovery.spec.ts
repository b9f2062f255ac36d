import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { killOwnServer, startOwnServer, stopOwnServer, waitUntilUp } from './support/own-server';
import { buyThroughApi } from './support/purchase';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const dataDir = path.join(root, `${E2E_DATA_DIR}-crash`);
const mailDir = path.join(dataDir, 'mail');
/** The production build the suite already made, served on its own port and data folder. */
const startServer = () => startOwnServer({ port, dataDir });

const mailFor = (email: string) =>
  existsSync(mailDir)
    ? readdirSync(mailDir).filter((file) => readFileSync(path.join(mailDir, file), 'utf8').includes(`To: ${email}`))
    : [];

/** The buyer's rows in the server's embedded database; only once the server has stopped (PGlite serves one process). */
async function rowsFor(email: string, paymentIntentId: string) {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query(
      `select
         (select count(*)::int from public.members where lower(email) = lower($1)) as members,
         (select count(*)::int from public.orders where lower(email) = lower($1)) as orders,
         (select count(*)::int from public.orders o join public.members m on m.id = o.member_id
           where lower(m.email) = lower($1) and o.payment_intent_id = $2) as "ordersOfTheMember",
         (select count(*)::int from public.email_outbox
           where lower(recipient) = lower($1) and sent_at is not null) as "sentEmails"`,
      [email, paymentIntentId],
    );
    return rows[0];
  } finally {
    await db.close();
  }
}

test('a server killed right after a payment keeps one member and one order, and delivers both e-mails exactly once when it starts again', async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  const email = `crash-${Date.now()}@example.com`;

  const first = startServer();
  const api = await playwrightRequest.newContext({ baseURL: first.url });
  let paymentIntentId: string;
  try {
    await waitUntilUp(first);
    ({ paymentIntentId } = await buyThroughApi(api, email));
  } finally {
    // Right after the payment: fulfilment has committed, its e-mails may be mid-send.
    await killOwnServer(first);
    await api.dispose();
  }

  const second = startServer();
  try {
    await waitUntilUp(second);
    // A message the killed server had claimed waits out its 30 s lease, then the 15 s worker sends it.
    await expect.poll(() => mailFor(email).length, { timeout: 120_000 }).toBe(2);
    // Give a second delivery run the chance to (wrongly) send again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const subjects = mailFor(email).map(
      (file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(mailDir, file), 'utf8'))?.[1],
    );
    expect(subjects.sort()).toEqual([
      'Welcome to your 24-Hour Reset: quick-start tips',
      'Your 24-Hour Reset: order confirmation and how to sign in',
    ]);
  } finally {
    await stopOwnServer(second);
  }

  // Neither the kill nor the restart left a second member or order, or an e-mail unsent.
  expect(await rowsFor(email, paymentIntentId)).toEqual({ members: 1, orders: 1, ordersOfTheMember: 1, sentEmails: 2 });
});

test('a test payment charged by a server that died before fulfilling it is fulfilled when a server runs again', async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  const email = `stranded-${Date.now()}@example.com`;

  const first = startServer();
  const api = await playwrightRequest.newContext({ baseURL: first.url });
  let paymentIntentId: string;
  try {
    await waitUntilUp(first);
    const created = await api.post('/api/create-payment-intent', {
      data: { amount: 9.9, email, receipt_email: email },
    });
    expect(created.status()).toBe(200);
    paymentIntentId = ((await created.json()) as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
  } finally {
    await stopOwnServer(first);
    await api.dispose();
  }

  // What a process killed between charging the test card and fulfilment leaves behind: a paid intent, no order.
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(
      `update public.test_payment_intents set status = 'succeeded', succeeded_at = now() - interval '1 minute'
       where id = $1`,
      [paymentIntentId],
    );
  } finally {
    await db.close();
  }

  const second = startServer();
  try {
    await waitUntilUp(second);
    // The background work runs at start and every 15 s; the buyer's two e-mails show the order was made.
    await expect.poll(() => mailFor(email).length, { timeout: 60_000 }).toBe(2);
  } finally {
    await stopOwnServer(second);
  }
  expect(await rowsFor(email, paymentIntentId)).toEqual({ members: 1, orders: 1, ordersOfTheMember: 1, sentEmails: 2 });
});
