// Two `next start` instances against one PostgreSQL and one Redis, each with a
// build folder and data folder of its own, as on separate hosts: only the
// database and the cache are shared. Whatever one instance learns (a content
// change, a session, a failed password, a payment) the other must act on as
// if it were the same server; a page one renders is the page both serve; and
// Redis going away leaves both serving.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { E2E_DATA_DIR } from '../../playwright.config';
import { loginMessages } from '../../web/lib/messages/storefront';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';
import { client, mailWith } from './support/instances';
import { copyBuild, startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from './support/own-server';
import { redisServerBinary, startOwnRedis, type OwnRedis } from './support/redis-server';
import {
  copySeed,
  expectCheckoutPrice,
  paymentIntentStatus,
  productChanged,
  seedCopyDir,
  setPrice,
} from './support/seed-copy';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 81;
const redisPort = Number(process.env.E2E_PORT ?? 3100) + 83;
const adminUrl = process.env.TEST_DATABASE_URL;
const SKIPPED = !adminUrl
  ? 'TEST_DATABASE_URL is not set: the tests of two instances sharing PostgreSQL and Redis are skipped. ' +
    'CI starts one; locally run `eval "$(scripts/ci/start-postgres.sh)"` and export TEST_DATABASE_URL.'
  : !redisServerBinary()
    ? 'redis-server is not installed: the tests of two instances sharing PostgreSQL and Redis are skipped. ' +
      'CI installs it; locally run `scripts/ci/start-redis.sh` (as root).'
    : undefined;
// Printed as well: the list reporter shows that a test was skipped, not why.
if (SKIPPED) console.warn(SKIPPED);
const CRON_SECRET = 'instances-cron-secret-0123456789';

test.describe('two instances sharing PostgreSQL and Redis', () => {
  test.skip(!!SKIPPED, SKIPPED);
  test.describe.configure({ mode: 'serial' });
  const shared = path.join(root, `${E2E_DATA_DIR}-instances`);
  const instanceDir = (index: number) => path.join(shared, `instance-${index}`);
  const secret = randomBytes(24).toString('base64url');
  let database: ScratchDatabase | undefined;
  let redis: OwnRedis | undefined;
  /** Each instance reaches Redis through a proxy of its own, which a test can break. */
  let proxies: TcpProxy[] = [];
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
  /** How many times the instance has said it uses Redis again, after it could not. */
  const reconnections = (instance: OwnServer) =>
    readFileSync(instance.log, 'utf8').match(/cache: Redis at \S+ is back/g)?.length ?? 0;
  /** Breaks both instances' way to Redis, and returns what waits until both use Redis again once it is restored. */
  const breakRedis = (how: 'refuse' | 'blackhole') => {
    const before = instances.map(reconnections);
    for (const proxy of proxies) proxy[how]();
    return async () => {
      for (const proxy of proxies) proxy.restore();
      for (const [index, instance] of instances.entries()) {
        await expect.poll(() => reconnections(instance), { timeout: 30_000 }).toBeGreaterThan(before[index]!);
      }
    };
  };
  /** The page stored in Redis under `key`, as the cache handler wrote it (V8's serialization format). */
  const storedHtml = async (key: string) => {
    const bytes = await redis!.get(key);
    return bytes ? String((v8.deserialize(bytes) as { value: { html: string } }).value.html) : '';
  };
  /** Requests `pathname` until `server` answers it from its cache (a second or two after a revalidation). */
  const cachedOn = (server: OwnServer, pathname: string, text: string) =>
    expect
      .poll(async () => {
        const response = await fetch(`${server.url}${pathname}`);
        return [response.headers.get('x-nextjs-cache'), (await response.text()).includes(text)];
      })
      .toEqual(['HIT', true]);
  /** The page cache's entry for `pathname` in Redis (one per build; both instances run copies of one build). */
  const pageKey = async (pathname: string) => {
    const file = pathname === '/' ? '/index' : pathname;
    const keys = (await redis!.keys('page:*')).filter((key) => key.endsWith(`/$${file}`));
    expect(keys, `Redis keys for ${pathname}`).toHaveLength(1);
    return keys[0]!;
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rmSync(shared, { recursive: true, force: true });
    copySeed(shared);
    database = await createScratchDatabase(adminUrl!, 'reset_instances');
    redis = await startOwnRedis(redisPort, path.join(shared, 'redis'));
    proxies = await Promise.all([0, 1].map(() => startTcpProxy({ host: '127.0.0.1', port: redisPort })));
    // B starts while its Redis is down: it must start and serve all the same, and use Redis once it answers.
    proxies[1]!.refuse();
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
        env: { ...env, NEXT_DIST_DIR: build.distDir, REDIS_URL: `redis://127.0.0.1:${proxies[index]!.port}` },
      }),
    );
    await Promise.all(instances.map((instance) => waitUntilUp(instance)));
    expect(readFileSync(instances[1]!.log, 'utf8')).toMatch(/cache: Redis at \S+ is unavailable/);
    proxies[1]!.restore();
    await expect.poll(() => reconnections(instances[1]!), { timeout: 30_000 }).toBe(1);
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    await Promise.all(instances.map(stopOwnServer));
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await redis?.stop();
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
    expect(await paymentIntentStatus(a, 11)).toBe(400);
    await expect(() => expectCheckoutPrice(page, a, '€9.90', 500)).toPass({ timeout: 5_000 });
  });

  test('the page one renders after a revalidation is in Redis, and the other serves it without rendering', async () => {
    // The landing page is static (the checkout is rendered per request, from the content loaders' shared entries).
    test.setTimeout(90_000);
    const [a, b] = instances as [OwnServer, OwnServer];
    setPrice(shared, 12);
    await productChanged(a, secret);
    // Pages rendered in the first second or two after a revalidation are dated before it, so an instance that has
    // not read it yet cannot pass its old page off as new (see web/cache-stores.mjs): wait until A serves a page.
    await cachedOn(a, '/', '€12.00');

    const key = await pageKey('/');
    const rendered = await redis!.get(key);
    expect(await storedHtml(key)).toContain('€12.00');
    // The content loaders' entries are there too.
    expect((await redis!.keys('use-cache:*')).length).toBeGreaterThan(0);

    await cachedOn(b, '/', '€12.00');
    // Had B rendered the page itself, it would have stored its own entry in its place.
    expect((await redis!.get(key))?.equals(rendered!)).toBe(true);

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

  test('with Redis down or hanging, both serve from their own caches, content changes included, then share again', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [a, b] = instances as [OwnServer, OwnServer];
    /** Every public page a test touches answers, and soon: a cache that cannot answer must not hold a page up. */
    const answersPromptly = async (server: OwnServer, pathname: string) => {
      const started = Date.now();
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, `${server.url}${pathname}`).toBe(200);
      expect(Date.now() - started, `${server.url}${pathname}`).toBeLessThan(5_000);
    };

    const refused = breakRedis('refuse');
    for (const server of [a, b])
      for (const pathname of ['/', '/checkout', '/about']) await answersPromptly(server, pathname);
    setPrice(shared, 13);
    await productChanged(b, secret);
    await expectCheckoutPrice(page, b, '€13.00');
    await expect(() => expectCheckoutPrice(page, a, '€13.00', 500)).toPass({ timeout: 5_000 });
    await refused();

    // A Redis that accepts connections and never answers: each command times out, then Redis is skipped a while.
    const silent = breakRedis('blackhole');
    for (const server of [a, b]) {
      for (const pathname of ['/', '/checkout', '/what-you-get']) await answersPromptly(server, pathname);
    }
    await silent();

    setPrice(shared, 9.9);
    await productChanged(a, secret);
    await expectCheckoutPrice(page, a, '€9.90');
    await expect(() => expectCheckoutPrice(page, b, '€9.90', 500)).toPass({ timeout: 5_000 });
    // Sharing again: what is rendered after the revalidation goes to Redis, current.
    await cachedOn(a, '/', '€9.90');
    expect(await storedHtml(await pageKey('/'))).toContain('€9.90');
  });
});
