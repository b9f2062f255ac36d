// Rate limits, on a production server of its own: password guessing is throttled
// per username and client address (so the member elsewhere still signs in), each
// public form answers a flood from one client address with 429 and Retry-After
// while other addresses get through, and marketing consent is taken only from
// the browser that paid, for the address it paid with.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { loginMessages, marketingOptInMessages } from '../../../web/lib/messages/storefront';
import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../support/own-server';
import { buyThroughApi } from '../support/purchase';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 80;
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(root, `${E2E_DATA_DIR}-limits`);
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
const MEMBER = { username: 'limits-member', email: 'limits-member@example.com' };

/** Each call a client address no other request of this run used (TEST-NET-2, RFC 5737). */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface Answer {
  status: number;
  retryAfter: string | null;
  json: unknown;
}

async function post(pathname: string, body: unknown, from: { address: string; cookie?: string }): Promise<Answer> {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: 'POST',
    headers: {
      origin: baseURL,
      'content-type': 'application/json',
      'x-forwarded-for': from.address,
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
}

/** What the server answers a client sending sign-ins faster than its admission lets through. */
const ADMISSION_REFUSAL = 'Too many sign-in attempts from your network. Please try again in a moment.';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 429 with a whole number of seconds to wait, at most the window, and a message that says what happened. */
function expectTooMany(answer: Answer, windowSeconds: number, error: string | RegExp): void {
  expect(answer.status, JSON.stringify(answer)).toBe(429);
  expect(answer.retryAfter).toMatch(/^\d+$/);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(windowSeconds);
  expect(answer.json).toEqual({ error: typeof error === 'string' ? error : expect.stringMatching(error) });
}

/** The public forms, their limit per client address in 10 minutes, and what a valid post gets below it. */
const forms = [
  {
    path: '/api/contact',
    limit: 5,
    body: () => ({ name: 'Ada', email: unique('contact'), subject: 'A question', message: 'Is the reset vegan?' }),
    accepted: 201,
  },
  { path: '/api/subscribe', limit: 10, body: () => ({ email: unique('subscribe') }), accepted: 200 },
  { path: '/api/waitlist', limit: 10, body: () => ({ email: unique('waitlist') }), accepted: 200 },
  // Without the checkout cookie of a purchase the opt-in is refused, but it still counts against the limit.
  { path: '/api/marketing-optin', limit: 10, body: () => ({ email: unique('optin') }), accepted: 403 },
];
const FORM_WINDOW_SECONDS = 10 * 60;
const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Sign-in attempts one client address may make per window (LOGIN_LIMITS in web/lib/http/rate-limit.ts). */
const LOGIN_PER_ADDRESS = 30;

/** What the server said it stored, to compare with its database at the end. */
const stored = {
  contact: [] as string[],
  subscribers: [] as string[],
  waitlist: [] as string[],
  optIns: [] as string[],
};

let server: OwnServer | undefined;
let password = '';

test.describe('rate limits and consent', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    // PGlite serves one process: the member is created before the server opens the database.
    const created = spawnSync(
      process.execPath,
      [tsxCli, '--conditions=react-server', 'tests/support/create-member.ts', MEMBER.username, MEMBER.email],
      { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    password = /^Password: (.+)$/m.exec(created.stdout)?.[1] ?? '';
    expect(password, created.stderr).toBeTruthy();
    server = startOwnServer({ port, dataDir });
    await waitUntilUp(server);
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
  });

  test('40 parallel wrong passwords from one address: at most 5 are checked, the rest get 429; the member elsewhere still signs in', async () => {
    const guesser = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post('/api/login', { username: MEMBER.username, password: `guess-${index}` }, { address: guesser }),
      ),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    expect(checked.length, JSON.stringify(answers.map((answer) => answer.status))).toBeLessThanOrEqual(5);
    expect(checked.length).toBeGreaterThan(0);
    // Refused by the durable limit, or before the app by the server's admission (scripts/lib/admission.mjs).
    const refused = new RegExp(`^(${escape(loginMessages.throttled)}|${escape(ADMISSION_REFUSAL)})$`);
    for (const answer of answers.filter((each) => each.status !== 401)) {
      expectTooMany(answer, LOGIN_WINDOW_SECONDS, refused);
    }
    // Past the limit the password is not even checked: the right one gets the same 429, so it tells nothing.
    expectTooMany(
      await post('/api/login', { username: MEMBER.username, password }, { address: guesser }),
      LOGIN_WINDOW_SECONDS,
      loginMessages.throttled,
    );

    const home = newAddress();
    const member = await post('/api/login', { username: MEMBER.username, password }, { address: home });
    expect(member.status, JSON.stringify(member.json)).toBe(200);
    expect(member.json).toEqual({ username: MEMBER.username, email: MEMBER.email });
  });

  test('wrong passwords spread over many addresses slow a guesser down but never lock the member out of a browser they signed in on', async () => {
    // The member signs in once on their phone, which keeps the browser's note of it.
    const signedIn = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: { origin: baseURL, 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ username: MEMBER.username, password }),
    });
    expect(signedIn.status).toBe(200);
    const phone = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');

    // A stranger fills the username's ceiling from 12 addresses of their own.
    const strangers = Array.from({ length: 12 }, newAddress);
    await Promise.all(
      strangers.map(async (address) => {
        for (let guess = 0; guess < 5; guess++) {
          await post('/api/login', { username: MEMBER.username, password: `guess-${guess}` }, { address });
        }
      }),
    );
    const fresh = await post(
      '/api/login',
      { username: MEMBER.username, password: 'one-more' },
      { address: newAddress() },
    );
    expectTooMany(fresh, LOGIN_WINDOW_SECONDS, loginMessages.throttled);

    const fromPhone = await post(
      '/api/login',
      { username: MEMBER.username, password },
      { address: newAddress(), cookie: phone },
    );
    expect(fromPhone.status, JSON.stringify(fromPhone.json)).toBe(200);
  });

  for (const form of forms) {
    test(`POST ${form.path}: past ${form.limit} posts in 10 minutes one client address gets 429 with Retry-After, another still gets through`, async () => {
      const crowded = newAddress();
      const bodies = Array.from({ length: form.limit + 4 }, form.body);
      const answers = await Promise.all(bodies.map((body) => post(form.path, body, { address: crowded })));
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === form.accepted),
        JSON.stringify(statuses),
      ).toHaveLength(form.limit);
      for (const answer of answers.filter((each) => each.status !== form.accepted)) {
        expectTooMany(answer, FORM_WINDOW_SECONDS, /^Too many requests from your network\. Please try again in /);
      }
      answers.forEach((answer, index) => {
        if (answer.status !== form.accepted) return;
        const email = bodies[index]!.email;
        if (form.path === '/api/contact') stored.contact.push(email);
        if (form.path === '/api/subscribe') stored.subscribers.push(email);
        if (form.path === '/api/waitlist') stored.waitlist.push(email);
      });

      // The refusal happens before the body's address is looked at: a refused address is still free to use.
      const refused = bodies[answers.findIndex((answer) => answer.status === 429)]!;
      const elsewhere = await post(form.path, refused, { address: newAddress() });
      expect(elsewhere.status, JSON.stringify(elsewhere.json)).toBe(form.accepted);
      if (form.path === '/api/contact') stored.contact.push(refused.email);
      if (form.path === '/api/subscribe') stored.subscribers.push(refused.email);
      if (form.path === '/api/waitlist') stored.waitlist.push(refused.email);

      // A body the schema refuses is answered 400 whatever the count: it stores nothing and costs no budget.
      expect((await post(form.path, { email: 'not-an-address' }, { address: crowded })).status).toBe(400);
    });
  }

  test('marketing consent is taken only from the browser that paid, for the address it paid with', async () => {
    const email = unique('Buyer');
    const buyer = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
    });
    const stranger = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': newAddress() },
    });
    try {
      await buyThroughApi(buyer, email);

      const refusal = { error: marketingOptInMessages.notTheBuyer };
      const fromStranger = await stranger.post('/api/marketing-optin', { data: { email } });
      expect(fromStranger.status()).toBe(403);
      expect(await fromStranger.json()).toEqual(refusal);

      const someoneElse = await buyer.post('/api/marketing-optin', { data: { email: unique('victim') } });
      expect(someoneElse.status()).toBe(403);
      expect(await someoneElse.json()).toEqual(refusal);

      const own = await buyer.post('/api/marketing-optin', { data: { email: email.toUpperCase(), firstName: 'Ada' } });
      expect(own.status(), await own.text()).toBe(200);
      stored.optIns.push(email.toUpperCase());
    } finally {
      await Promise.all([buyer.dispose(), stranger.dispose()]);
    }
  });

  test('only what the server accepted is stored', async () => {
    await stopOwnServer(server);
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const emails = async (table: string) =>
        (await db.query<{ email: string }>(`select email from public.${table}`)).rows.map((row) => row.email).sort();
      expect(await emails('contact_messages')).toEqual([...stored.contact].sort());
      expect(await emails('subscribers')).toEqual([...stored.subscribers].sort());
      expect(await emails('waitlist')).toEqual([...stored.waitlist].sort());
      expect(await emails('marketing_optins')).toEqual([...stored.optIns].sort());
    } finally {
      await db.close();
    }
  });
});

test.describe('on a server with no proxy in front', () => {
  const ownPort = port + 1;
  const ownDataDir = `${dataDir}-direct`;
  let direct: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(ownDataDir, { recursive: true, force: true });
    direct = startOwnServer({ port: ownPort, dataDir: ownDataDir, env: { TRUSTED_PROXY_HOPS: '0' } });
    await waitUntilUp(direct);
  });

  test.afterAll(async () => {
    await stopOwnServer(direct);
  });

  test('a client that names a new X-Forwarded-For with every request is still one client', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= LOGIN_PER_ADDRESS; attempt++) {
      const response = await fetch(`http://localhost:${ownPort}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
        body: JSON.stringify({ username: `nobody-${attempt}`, password: 'guess' }),
      });
      answers.push(response.status);
    }
    // Counted as one address: refused by its limit at the 31st try at the latest (sooner by the admission's burst).
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_PER_ADDRESS);
    expect(answers.slice(LOGIN_PER_ADDRESS)).toEqual([429]);
    expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
