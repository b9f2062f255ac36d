import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { killOwnServer, startOwnServer, stopOwnServer, waitUntilUp } from '../../support/own-server';
import { buyThroughApi } from '../support/purchase';
import { seedDocument } from '../../support/seed';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const dataDir = path.join(root, `${E2E_DATA_DIR}-crash`);
const mailDir = path.join(dataDir, 'mail');
/** The production build the suite already made, served on its own port and data folder. */
const startServer = () => startOwnServer({ port, dataDir });

/** The messages delivered to `email`: .eml files (a kill mid-write may leave a hidden .tmp beside them). */
const mailFor = (email: string) =>
  existsSync(mailDir)
    ? readdirSync(mailDir).filter(
        (file) => file.endsWith('.eml') && readFileSync(path.join(mailDir, file), 'utf8').includes(`To: ${email}`),
      )
    : [];

/**
 * When a duplicate could still be sent: a message claimed but not marked sent
 * (by a killed server, or by a bug) is claimed again once its 30 s lease has run
 * out, at the outbox worker's next round (every 15 s), and takes a moment to
 * send. So 30 + 15 + 5 s after the last hand-over, nothing more may come.
 */
const DUPLICATE_WINDOW_MS = (30 + 15 + 5) * 1000;

/**
 * The files mailer names each message's file after its Message-ID, so a second
 * send of one message writes no second file; it logs a line naming that file
 * instead. Each `mail:` line of a server's log that names a file is one hand-over
 * of that message to the mailer.
 */
function handOvers(logFile: string, from: number, files: string[]): Map<string, number> {
  const lines = readFileSync(logFile).subarray(from).toString('utf8').split('\n');
  return new Map(
    files.map((file) => [file, lines.filter((line) => line.startsWith('mail:') && line.includes(file)).length]),
  );
}

/** Waits until `read` has not changed for `quietMs`, and until `notBefore`. */
async function waitUntilQuiet(read: () => string, quietMs: number, notBefore: number): Promise<void> {
  let last = read();
  let since = Date.now();
  while (Date.now() < Math.max(since + quietMs, notBefore)) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = read();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

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
         (select count(*)::int from internal.email_outbox where lower(recipient) = lower($1)) as "queuedEmails",
         (select count(*)::int from internal.email_outbox
           where lower(recipient) = lower($1) and sent_at is not null) as "sentEmails"`,
      [email, paymentIntentId],
    );
    return rows[0];
  } finally {
    await db.close();
  }
}

test('a server killed right after a payment keeps one member and one order, and delivers both e-mails exactly once when it starts again', async () => {
  test.setTimeout(300_000);
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

  const killedAt = Date.now();
  // Written whole by the killed server; the new one may send these again once (their sending may not have been recorded).
  const writtenBeforeRestart = new Set(mailFor(email));
  const log = path.join(dataDir, 'server.log');
  const secondLogStart = statSync(log).size;
  const second = startServer();
  try {
    await waitUntilUp(second);
    // A message the killed server had claimed waits out its 30 s lease, then the 15 s worker sends it.
    await expect.poll(() => mailFor(email).length, { timeout: 120_000 }).toBe(2);
    const files = mailFor(email);
    // Long enough for a duplicate to happen: every lease the killed server held has run out and been
    // picked up, and nothing was handed to the mailer for a whole lease and worker round since (50 s).
    const seen = () => JSON.stringify([...handOvers(log, secondLogStart, files)]);
    await waitUntilQuiet(seen, DUPLICATE_WINDOW_MS, killedAt + DUPLICATE_WINDOW_MS);

    expect(mailFor(email).sort(), 'no message was written twice').toEqual(files.sort());
    test.info().annotations.push({
      type: 'hand-overs to the mailer after the restart',
      description: JSON.stringify({
        writtenBeforeRestart: [...writtenBeforeRestart],
        handOvers: Object.fromEntries(handOvers(log, secondLogStart, files)),
      }),
    });
    for (const [file, count] of handOvers(log, secondLogStart, files)) {
      // Written by the new server: exactly once. Written by the killed one: at most once more.
      if (writtenBeforeRestart.has(file)) expect(count, `${file} was sent again more than once`).toBeLessThanOrEqual(1);
      else expect(count, `${file} was handed to the mailer ${count} times`).toBe(1);
    }
    const product = seedDocument<{ name: string }>('product');
    const emailCopy = seedDocument<{ welcomeSubject: string; order: { subject: string } }>('emailCopy');
    const subjects = files.map((file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(mailDir, file), 'utf8'))?.[1]);
    expect(subjects.sort()).toEqual(
      [emailCopy.welcomeSubject, emailCopy.order.subject.replace('{productName}', product.name)].sort(),
    );
  } finally {
    await stopOwnServer(second);
  }

  // Neither the kill nor the restart left a second member or order, or an e-mail unsent.
  expect(await rowsFor(email, paymentIntentId)).toEqual({
    members: 1,
    orders: 1,
    ordersOfTheMember: 1,
    queuedEmails: 2,
    sentEmails: 2,
  });
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
      `update internal.test_payment_intents set status = 'succeeded', succeeded_at = now() - interval '1 minute'
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
  expect(await rowsFor(email, paymentIntentId)).toEqual({
    members: 1,
    orders: 1,
    ordersOfTheMember: 1,
    queuedEmails: 2,
    sentEmails: 2,
  });
});
