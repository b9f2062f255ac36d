// Two `npm start` instances against one PostgreSQL, each with a build folder
// and data folder of its own, as on separate hosts: only the database is
// shared. Whatever one instance learns (a content change, a session, a failed
// password, a payment) the other must act on as if it were the same server.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { loginMessages } from '../../../web/lib/messages/storefront';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratch-database';
import { client, mailWith } from '../support/instances';
import { copyBuild, startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../../support/own-server';
import {
  copySeed,
  expectCheckoutPrice,
  paymentIntentStatus,
  productChanged,
  seedCopyDir,
  setPrice,
} from '../support/seed-copy';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 81;
const adminUrl = process.env.TEST_DATABASE_URL;
const SKIPPED = !adminUrl
  ? 'TEST_DATABASE_URL is not set: the tests of two instances sharing PostgreSQL are skipped. ' +
    'CI starts one; locally run `eval "$(scripts/ci/start-postgres.sh)"` and export TEST_DATABASE_URL.'
  : undefined;
// Printed as well: the list reporter shows that a test was skipped, not why.
if (SKIPPED) console.warn(SKIPPED);
const CRON_SECRET = 'instances-cron-secret-0123456789';

test.describe('two instances sharing PostgreSQL', () => {
  test.skip(!!SKIPPED, SKIPPED);
  test.describe.configure({ mode: 'serial' });
  const shared = path.join(root, `${E2E_DATA_DIR}-instances`);
  const instanceDir = (index: number) => path.join(shared, `instance-${index}`);
  const secret = randomBytes(24).toString('base64url');
  let database: ScratchDatabase | undefined;
  let instances: OwnServer[] = [];
  let builds: ReturnType<typeof copyBuild>[] = [];
  const member = { username: '', password: '' };

  const query = async <T>(text: string, values: unknown[]): Promise<T[]> => {
    const db = new pg.Client({ connectionString: database!.url });
    await db.connect();
    try {
      return (await db.query(text, values)).rows as T[];
    } finally {
      await db.end();
    }
  };
  /**
   * Requests `pathname` until `server` answers it from its cache with `text`: a second or two after
   * a revalidation, or a few more when a render that straddled it is expired once again.
   */
  const cachedOn = (server: OwnServer, pathname: string, text: string) =>
    expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}${pathname}`);
          return [response.headers.get('x-nextjs-cache'), (await response.text()).includes(text)];
        },
        { timeout: 10_000 },
      )
      .toEqual(['HIT', true]);
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(shared, { recursive: true, force: true });
    copySeed(shared);
    database = await createScratchDatabase(adminUrl!, 'reset_instances');
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SANITY_REVALIDATE_SECRET: secret,
      CONTENT_SEED_DIR: seedCopyDir(shared),
      CRON_SECRET,
      // A production configuration: test-mode payments must be asked for by name.
      PAYMENTS_TEST_MODE: 'true',
    };
    builds = ['a', 'b'].map((name) => copyBuild(`instance-${name}`));
    instances = builds.map((build, index) =>
      startOwnServer({
        port: port + index,
        dataDir: instanceDir(index),
        env: { ...env, NEXT_DIST_DIR: build.distDir },
      }),
    );
    await Promise.all(instances.map((instance) => waitUntilUp(instance)));
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.map(stopOwnServer));
    await database?.drop();
    for (const build of builds) build.remove();
  });

  test('a content change sent to one reaches the other within seconds, for the page and for the charge', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const [a, b] = instances as [OwnServer, OwnServer];
    await expectCheckoutPrice(page, a, '€9.90');
    await expectCheckoutPrice(page, b, '€9.90');

    setPrice(shared, 11);
    await productChanged(a, secret);
    await expectCheckoutPrice(page, a, '€11.00');
    expect(await paymentIntentStatus(b, 11)).toBe(200);
    // Within the second an instance's copy of the tag table may be old, plus a render.
    await expect(() => expectCheckoutPrice(page, b, '€11.00', 500)).toPass({ timeout: 5_000 });

    setPrice(shared, 9.9);
    await productChanged(b, secret);
    await expectCheckoutPrice(page, b, '€9.90');
    expect(await paymentIntentStatus(a, 11)).toBe(409);
    await expect(() => expectCheckoutPrice(page, a, '€9.90', 500)).toPass({ timeout: 5_000 });
  });

  test('a static page the other instance kept shows the change within seconds', async () => {
    test.setTimeout(90_000);
    const [a, b] = instances as [OwnServer, OwnServer];
    await cachedOn(b, '/', '€9.90');
    setPrice(shared, 12);
    await productChanged(a, secret);
    await cachedOn(a, '/', '€12.00');
    // B heard nothing: it catches up with the revalidation A recorded (at most a second old) and renders again.
    await cachedOn(b, '/', '€12.00');

    setPrice(shared, 9.9);
    await productChanged(b, secret);
    await cachedOn(a, '/', '€9.90');
  });

  test('a payment confirmed and claimed on both at once makes one member, one order and two e-mails', async () => {
    test.setTimeout(90_000);
    const [a, b] = instances as [OwnServer, OwnServer];
    const buyer = client('198.51.100.20');
    const email = `both-${Date.now()}@example.com`;
    const created = await buyer.call(a, 'POST', '/api/create-payment-intent', { amount: 9.9, email });
    expect(created.status).toBe(200);
    const card = {
      clientSecret: created.json!.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    };
    const confirmed = await Promise.all(
      [a, b].map((each) => buyer.call(each, 'POST', '/api/test-payments/confirm', card)),
    );
    const paid = confirmed.find((answer) => answer.status === 200);
    expect(paid, JSON.stringify(confirmed)).toBeDefined();
    const paymentIntentId = String(paid!.json!.paymentIntentId);

    const claims = await Promise.all(
      [a, b].map((each) => buyer.call(each, 'GET', `/api/payment-success/${paymentIntentId}`)),
    );
    const shown = claims.find((answer) => answer.status === 200 && answer.json?.username);
    expect(shown, JSON.stringify(claims)).toBeDefined();
    member.username = String(shown!.json!.username);
    member.password = String(shown!.json!.password);

    expect(await query('select id from public.members where email = $1', [email])).toHaveLength(1);
    expect(await query('select id from public.orders where payment_intent_id = $1', [paymentIntentId])).toHaveLength(1);
    expect(await query('select kind from internal.email_outbox where recipient = $1', [email])).toHaveLength(2);
    // Each e-mail is sent by one instance or the other, never by both.
    const sent = () =>
      mailWith(instanceDir(0), `To: ${email}`).length + mailWith(instanceDir(1), `To: ${email}`).length;
    await expect.poll(sent, { timeout: 30_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sent()).toBe(2);
  });

  test('the scheduled outbox run, called on both at once, sends each message once', async () => {
    const [a, b] = instances as [OwnServer, OwnServer];
    const subject = `Both instances ${Date.now().toString(36)}`;
    const visitor = client('198.51.100.23');
    const message = { name: 'Ada', email: 'ada@example.com', subject, message: 'Sent before a scheduled run.' };
    expect((await visitor.call(a, 'POST', '/api/contact', message)).status).toBe(201);

    const runs = await Promise.all(
      [a, b].map((each) =>
        visitor.call(each, 'GET', '/api/cron/outbox', undefined, { authorization: `Bearer ${CRON_SECRET}` }),
      ),
    );
    for (const run of runs) expect(run).toMatchObject({ status: 200, json: { failed: 0 } });
    const sent = () => mailWith(instanceDir(0), subject).length + mailWith(instanceDir(1), subject).length;
    await expect.poll(sent).toBe(1);
    expect((await visitor.call(b, 'GET', '/api/cron/outbox')).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(sent()).toBe(1);
  });

  test('a session made on one works on the other, and a logout on the other ends it on both', async () => {
    const [a, b] = instances as [OwnServer, OwnServer];
    expect(member.username, 'the purchase test made the member').not.toBe('');
    const browser = client('198.51.100.21');
    expect((await browser.call(a, 'POST', '/api/login', member)).status).toBe(200);
    const onB = await browser.call(b, 'GET', '/api/user');
    expect(onB.status).toBe(200);
    expect(onB.json?.username).toBe(member.username);

    const kept = browser.copy();
    const elsewhere = client('198.51.100.21');
    expect((await elsewhere.call(b, 'POST', '/api/login', member)).status).toBe(200);

    expect((await browser.call(b, 'POST', '/api/logout')).status).toBe(200);
    expect((await kept.call(a, 'GET', '/api/user')).status).toBe(401);
    expect((await kept.call(b, 'GET', '/api/user')).status).toBe(401);
    // Another session of the same member, made elsewhere, is not this logout's to end.
    expect((await elsewhere.call(a, 'GET', '/api/user')).status).toBe(200);
  });

  test('wrong passwords count against one limit across both instances', async () => {
    const [a, b] = instances as [OwnServer, OwnServer];
    const guesser = client('198.51.100.22');
    const guess = (server: OwnServer, index: number) =>
      guesser.call(server, 'POST', '/api/login', { username: member.username, password: `wrong-${index}` });
    // Five tries per username and address: alternate instances, so neither alone sees more than three.
    for (const [index, server] of [a, b, a, b, a].entries()) expect((await guess(server, index)).status).toBe(401);
    const sixth = await guess(b, 5);
    expect(sixth.status).toBe(429);
    expect(sixth.json?.error).toBe(loginMessages.throttled);
    expect((await guess(a, 6)).status).toBe(429);
  });
});
