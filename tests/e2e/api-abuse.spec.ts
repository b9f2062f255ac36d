// Abuse and bad input: every API route is fed property-based random bodies on a
// production server of its own, must answer 4xx with a message (never 5xx), and
// must leave nothing invalid in its database. Oversized bodies are refused early,
// and both webhooks refuse unsigned, tampered and stale requests.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import fc from 'fast-check';
import Stripe from 'stripe';
import type { z } from 'zod';

import { E2E_DATA_DIR } from '../../playwright.config';
import { toMinorUnits } from '../../web/lib/money';
import { parseCalendarDate } from '../../web/lib/programme/ics';
import {
  checkoutMessages,
  createPaymentIntentSchema,
  marketingOptInSchema,
  signInLinkSchema,
  testCardSchema,
} from '../../web/lib/validation/checkout';
import { contactSchema } from '../../web/lib/validation/contact';
import { loginSchema } from '../../web/lib/validation/login';
import { emailField, subscribeSchema } from '../../web/lib/validation/subscribe';
import { waitlistSchema } from '../../web/lib/validation/waitlist';
import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from './support/own-server';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 60;
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(root, `${E2E_DATA_DIR}-abuse`);
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');

/** web/lib/http/json.ts's limit (that module is server-only); the webhooks allow 16 times as much. */
const MAX_JSON_BODY_BYTES = 16 * 1024;
const MEGABYTE = 1024 * 1024;
const RUNS = 40;
const REVALIDATE_SECRET = 'abuse-revalidate-secret-0123456789';
/** The suite's build on its own port and data folder (support/own-server.ts), with a known webhook secret. */
const startServer = (options: { port: number; dataDir: string; env?: Record<string, string> }) =>
  startOwnServer({ ...options, env: { SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET, ...options.env } });
const MEMBER = { username: 'abuse-member', email: 'abuse-member@example.com' };
/** Sign-ins for the test's own sessions come from their own address, away from the fuzzed login's throttle. */
const OWN_ADDRESS = '198.51.100.7';
/** Paid in test mode before the fuzzing: only this browser's checkout cookie may opt this address in. */
const BUYER = { email: 'abuse-buyer@example.com', cookie: '' };
/**
 * Each fuzzed request comes from a client address of its own, so the per-client
 * limits (tests/e2e/rate-limits.spec.ts) never stand between a body and its verdict.
 */
let fuzzedRequests = 0;
const fuzzAddress = () => `10.${(fuzzedRequests >> 16) & 255}.${(fuzzedRequests >> 8) & 255}.${fuzzedRequests++ & 255}`;

// ---------------------------------------------------------------------------
// Requests and what a refusal must look like.

interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
}

interface Call {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string | undefined>;
  cookie?: string;
  /** Defaults to the site's own origin, as a browser on the site sends it. */
  origin?: string | null;
}

async function call(url: string, { method = 'POST', body, headers = {}, cookie, origin }: Call = {}): Promise<Answer> {
  const sent: Record<string, string> = {};
  const siteOrigin = new URL(url).origin;
  if (origin !== null) sent.origin = origin ?? siteOrigin;
  if (cookie) sent.cookie = cookie;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
  const response = await fetch(url, { method, body, headers: sent, redirect: 'manual', duplex: 'half' } as RequestInit);
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json, contentType: response.headers.get('content-type') ?? '' };
}

const api = (pathname: string, options?: Call) => call(`${baseURL}${pathname}`, options);

/** A 4xx with a JSON body `{ error }` that says something; `error` is checked exactly when given. */
function expectRefusal(answer: Answer, status?: number, error?: string): void {
  const shown = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (status !== undefined) expect(answer.status, shown).toBe(status);
  expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.json, shown).toEqual({ error: error ?? expect.stringMatching(/\S/) });
}

function expectTooLarge(answer: Answer): void {
  expectRefusal(answer, 413, 'Request body is too large.');
}

/** A stream of `bytes` bytes with no Content-Length: fetch sends it chunked. */
function chunkedBody(bytes: number, fill = 0x61): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(16 * 1024).fill(fill);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

// ---------------------------------------------------------------------------
// What parseJsonBody must answer for a raw body: the same zod schema the route uses decides.

type Verdict = { refused: true; status: number; error: string } | { refused: false; data: Record<string, unknown> };

function judge(raw: string, schema: z.ZodType): Verdict {
  if (Buffer.byteLength(raw) > MAX_JSON_BODY_BYTES) {
    return { refused: true, status: 413, error: 'Request body is too large.' };
  }
  // What the server reads: UTF-8 with lone surrogates replaced and a leading BOM dropped.
  const text = wellFormed(raw);
  let body: unknown;
  let hasNul = false;
  try {
    body = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\u0000')) hasNul = true;
      return value;
    });
  } catch {
    return { refused: true, status: 400, error: 'Request body must be valid JSON.' };
  }
  if (hasNul) return { refused: true, status: 400, error: 'Text must not contain NUL characters.' };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { refused: true, status: 400, error: 'Request body must be a JSON object.' };
  }
  const result = schema.safeParse(body);
  if (!result.success) return { refused: true, status: 400, error: result.error.issues[0]?.message ?? '' };
  return { refused: false, data: result.data as Record<string, unknown> };
}

// ---------------------------------------------------------------------------
// Generators: the routes' real field names with plausible values, wrong types,
// unicode, very long strings, missing and extra fields, and text that is not JSON.

const tricky = fc.constantFrom(
  '',
  ' ',
  ' \t\n ',
  '\u0000',
  'Zo\u0000ë',
  '🌱',
  '🌱🌱a',
  '👩‍👩‍👧‍👦',
  '\u200b\u200b\u200b',
  '\ud800',
  '\ufeff',
  'Zoë Ångström',
  '<script>alert(1)</script>',
  "'; drop table public.members; --",
  '${7*7}',
  '__proto__',
  'null',
  '9.9',
  'NaN',
);
const astral = fc.string({ unit: fc.constantFrom('🌱', '𝔘', '😀', '👩‍👩‍👧'), minLength: 1, maxLength: 12 });
const unicodeText = fc.string({ unit: 'grapheme', maxLength: 60 });
/** Any code points, including controls, NUL and lone surrogates. */
const binaryText = fc.string({ unit: 'binary', maxLength: 30 });
/** Up to ~20 KB, so some bodies pass the 16 KB limit and some stay under it. */
const longText = fc
  .tuple(fc.oneof(fc.constant('a'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })), fc.nat(20_000))
  .map(([piece, length]) => piece.repeat(Math.ceil((length + 1) / piece.length)).slice(0, length + 100));
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
const anyValue = fc.oneof(tricky, astral, unicodeText, binaryText, { arbitrary: longText, weight: 1 }, wrongType);

/** As the server reads a string sent as UTF-8: lone surrogates become U+FFFD, so encodeURIComponent never throws. */
const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

const emailAddress = fc
  .oneof(
    fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,14}[a-z0-9]$/),
        fc.constantFrom('example.com', 'example.org', 'mail.example.net'),
      )
      .map(([local, domain]) => `${local}@${domain}`),
    fc.emailAddress(),
  )
  .chain((address) => fc.constantFrom(address, ` ${address}\t`, address.toUpperCase()));

/** A password a member may choose: 10 to 256 characters, not mostly spaces. */
const newPassword = fc
  .string({ unit: 'grapheme', minLength: 10, maxLength: 60 })
  .filter((value) => value.trim().length >= 10 && value.length <= 256);

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** The route's fields, each valid or not, any of them missing, sometimes with extra fields. */
function objectBody(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const loose = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [name, fc.oneof({ arbitrary: valid, weight: 3 }, anyValue)]),
  );
  const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'id'));
  return fc
    .tuple(
      fc.record(loose, { requiredKeys: [] }),
      fc.option(fc.dictionary(extraKey, anyValue, { minKeys: 1, maxKeys: 3 }), { nil: undefined }),
    )
    .map(([known, extra]) => (extra ? { ...extra, ...known } : known));
}

/** Raw request bodies: mostly JSON of the route's shape, some any JSON, some not JSON at all. */
function rawBody(fields: Fields, valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const value = fc.oneof(
    { arbitrary: objectBody(fields), weight: 3 },
    { arbitrary: valid, weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
  const json = value.map((body) => JSON.stringify(body));
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: unicodeText, weight: 1 },
    { arbitrary: json.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))), weight: 1 },
  );
}

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

// ---------------------------------------------------------------------------
// What the fuzzing got accepted, to compare with the database afterwards.

const ledger = {
  contact: 0,
  subscribers: new Set<string>(),
  waitlist: new Set<string>(),
  marketingOptIns: new Set<string>(),
  checkouts: 0,
  clientSecrets: [] as string[],
  paidIntents: new Set<string>(),
};
const emailKey = (data: Record<string, unknown>) => String(data.email).toLowerCase();

interface JsonRoute {
  path: string;
  schema: z.ZodType;
  fields: Fields;
  /** Bodies the schema accepts, so the property also walks the success path. */
  valid: fc.Arbitrary<Record<string, unknown>>;
  /** The statuses allowed for a body the schema accepts, sent with `cookie` or none. */
  accepts: (data: Record<string, unknown>, cookie: string | undefined) => number[];
  /** The cookie the property sends when it chooses to send one; by default the member's session. */
  cookie?: () => string;
  record?: (data: Record<string, unknown>, answer: Answer) => void;
}

// Astral characters too: Postgres counts code points where JavaScript counts UTF-16 units.
const contactFields = {
  name: fc.oneof(fc.string({ unit: 'grapheme', minLength: 2, maxLength: 100 }), astral),
  email: emailAddress,
  subject: fc.oneof(fc.string({ unit: 'grapheme', minLength: 5, maxLength: 200 }), astral),
  message: fc.oneof(fc.string({ unit: 'grapheme', minLength: 10, maxLength: 400 }), astral),
};
const checkoutFields = {
  amount: fc.oneof(
    fc.constant(9.9),
    fc.constantFrom(9.90000001, 9.899, 990, 0.099, -9.9, 0, 1e-300, 100_001),
    fc.double(),
  ),
  email: emailAddress,
  receipt_email: emailAddress,
};
/** A client secret create-payment-intent issued earlier in this run (read when generated). */
const issuedSecret = fc
  .nat()
  .map((index) => ledger.clientSecrets[index % ledger.clientSecrets.length] ?? 'pi_test_0_secret_0');
const cardFields = {
  clientSecret: fc.oneof(fc.stringMatching(/^pi_test_[a-f0-9]{24}_secret_[a-f0-9]{32}$/), issuedSecret),
  cardNumber: fc.constantFrom(
    '4242424242424242',
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '4000000000000002',
    '4000000000009995',
    '4111111111111111',
    '1234567812345678',
  ),
  expiry: fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }))
    .map(([month, year]) => `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`),
  cvc: fc.stringMatching(/^\d{3,4}$/),
};

const jsonRoutes: JsonRoute[] = [
  {
    path: '/api/contact',
    schema: contactSchema,
    fields: contactFields,
    valid: fc.record(contactFields),
    accepts: () => [201],
    record: (_data, answer) => {
      if (answer.status === 201) ledger.contact++;
    },
  },
  {
    path: '/api/subscribe',
    schema: subscribeSchema,
    fields: { email: emailAddress },
    valid: fc.record({ email: emailAddress }),
    // 409 exactly when the address (any case) was subscribed before.
    accepts: (data) => [ledger.subscribers.has(emailKey(data)) ? 409 : 200],
    record: (data, answer) => {
      if (answer.status === 200) ledger.subscribers.add(emailKey(data));
    },
  },
  {
    path: '/api/waitlist',
    schema: waitlistSchema,
    fields: { email: emailAddress },
    valid: fc.record({ email: emailAddress }),
    // The same answer whether or not the address was listed already.
    accepts: () => [200],
    record: (data) => ledger.waitlist.add(emailKey(data)),
  },
  {
    path: '/api/marketing-optin',
    schema: marketingOptInSchema,
    fields: { email: emailAddress, firstName: fc.string({ unit: 'grapheme', maxLength: 100 }) },
    valid: fc.record(
      {
        email: fc.oneof(emailAddress, fc.constantFrom(BUYER.email, BUYER.email.toUpperCase(), ` ${BUYER.email}\t`)),
        firstName: fc.string({ unit: 'grapheme', maxLength: 100 }),
      },
      { requiredKeys: ['email'] },
    ),
    cookie: () => BUYER.cookie,
    // Consent only from the browser that paid, for the address it paid with; anyone else is refused.
    accepts: (data, cookie) => [cookie === BUYER.cookie && emailKey(data) === BUYER.email ? 200 : 403],
    record: (data, answer) => {
      if (answer.status === 200) ledger.marketingOptIns.add(emailKey(data));
    },
  },
  {
    path: '/api/create-payment-intent',
    schema: createPaymentIntentSchema,
    fields: checkoutFields,
    valid: fc.record(
      { ...checkoutFields, amount: fc.oneof({ arbitrary: fc.constant(9.9), weight: 3 }, checkoutFields.amount) },
      { requiredKeys: ['amount', 'email'] },
    ),
    // The server's price is 9.90; any other amount is refused with 400.
    accepts: (data) => [toMinorUnits(Number(data.amount)) === 990 ? 200 : 400],
    record: (_data, answer) => {
      if (answer.status !== 200) return;
      ledger.checkouts++;
      ledger.clientSecrets.push((answer.json as { clientSecret: string }).clientSecret);
    },
  },
  {
    path: '/api/test-payments/confirm',
    schema: testCardSchema,
    fields: cardFields,
    // Mostly a secret the checkout issued and a card that pays, so orders get written too.
    valid: fc.record({
      ...cardFields,
      clientSecret: fc.oneof({ arbitrary: cardFields.clientSecret, weight: 1 }, { arbitrary: issuedSecret, weight: 3 }),
      cardNumber: fc.oneof({ arbitrary: fc.constant('4242 4242 4242 4242'), weight: 3 }, cardFields.cardNumber),
    }),
    // A secret the checkout issued pays (200) or is declined (402); any other is not found.
    accepts: (data) => (ledger.clientSecrets.includes(String(data.clientSecret)) ? [200, 402] : [404]),
    record: (_data, answer) => {
      if (answer.status === 200) ledger.paidIntents.add((answer.json as { paymentIntentId: string }).paymentIntentId);
    },
  },
  {
    path: '/api/login',
    schema: loginSchema,
    fields: {
      username: fc.oneof(fc.constant(MEMBER.username), fc.string({ unit: 'grapheme', maxLength: 70 })),
      password: fc.string({ unit: 'grapheme', maxLength: 300 }),
    },
    valid: fc.record({
      username: fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/),
      password: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    }),
    // Random credentials never sign in; each from its own address, and too few per username to be throttled.
    accepts: () => [401],
  },
  {
    path: '/api/sign-in-link',
    schema: signInLinkSchema,
    fields: { token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/), password: newPassword },
    valid: fc.record({ token: fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/), password: newPassword }),
    accepts: () => [410],
  },
];

// ---------------------------------------------------------------------------
// Every route file and its methods, read from web/app/api, so a new route cannot skip this spec.

const appDir = path.join(root, 'web/app');

/** Every route handler under web/app whose URL starts with /api; route groups such as (members) are not in the URL. */
function apiRoutes(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(full);
    if (entry.name !== 'route.ts') return [];
    const routePath = `/${path.relative(appDir, path.dirname(full))}`
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/')
      .replace(/\[(\w+)\]/g, ':$1');
    if (!routePath.startsWith('/api/')) return [];
    // A handler is an exported function, or a constant made by a wrapper (web/lib/http/routes.ts).
    const methods = [
      ...readFileSync(full, 'utf8').matchAll(
        /export (?:(?:async )?function (GET|POST|PUT|PATCH|DELETE)\b|const (GET|POST|PUT|PATCH|DELETE) =)/g,
      ),
    ];
    return methods.map((match) => `${match[1] ?? match[2]} ${routePath}`);
  });
}

const COVERED = [
  ...jsonRoutes.map((route) => `POST ${route.path}`),
  'POST /api/logout',
  'GET /api/user',
  'GET /api/tracker',
  'GET /api/tracker/html',
  'GET /api/guide',
  'GET /api/calendar',
  'GET /api/payment-success/:paymentIntentId',
  'POST /api/revalidate',
  'POST /api/webhooks/stripe',
];

/** The routes a browser posts to, which refuse other sites (the webhooks are called server to server). */
const SAME_ORIGIN_ONLY = [...jsonRoutes.map((route) => route.path), '/api/logout'];

const MEMBERS_ONLY_GETS = ['/api/user', '/api/tracker', '/api/tracker/html', '/api/guide', '/api/calendar'];

// ---------------------------------------------------------------------------

let server: OwnServer | undefined;
/** The member's session cookie, and a second session that the logout fuzzing ends. */
let session = '';
let sessionToEnd = '';

async function signIn(password: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json', 'x-forwarded-for': OWN_ADDRESS },
    body: JSON.stringify({ username: MEMBER.username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Pays in test mode as the checkout page does, and returns the buyer's checkout cookie. */
async function buy(email: string): Promise<string> {
  const headers = { origin: baseURL, 'content-type': 'application/json', 'x-forwarded-for': OWN_ADDRESS };
  const created = await fetch(`${baseURL}/api/create-payment-intent`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: 9.9, email }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const cookie = created.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const paid = await fetch(`${baseURL}/api/test-payments/confirm`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  ledger.checkouts++;
  ledger.paidIntents.add(((await paid.json()) as { paymentIntentId: string }).paymentIntentId);
  return cookie;
}

test.describe('API abuse and bad input', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    // PGlite serves one process: the member is created before the server opens the database.
    const created = spawnSync(
      process.execPath,
      [tsxCli, '--conditions=react-server', 'scripts/member.ts', 'create', MEMBER.username, MEMBER.email],
      { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    const password = /^Password: (.+)$/m.exec(created.stdout)?.[1];
    expect(password, created.stderr).toBeTruthy();

    server = startServer({ port, dataDir });
    await waitUntilUp(server);
    session = await signIn(password!);
    sessionToEnd = await signIn(password!);
    BUYER.cookie = await buy(BUYER.email);
  });

  test.afterAll(async () => {
    await stopOwnServer(server);
  });

  test('every API route and method is covered by this spec', () => {
    expect(apiRoutes().sort()).toEqual([...COVERED].sort());
  });

  test('state-changing routes refuse a cross-site Origin or Sec-Fetch-Site with 403', async () => {
    for (const pathname of SAME_ORIGIN_ONLY) {
      const body = JSON.stringify({ email: 'cross@example.com' });
      expectRefusal(
        await api(pathname, { body, origin: 'https://evil.example' }),
        403,
        'Cross-site requests are not allowed.',
      );
      expectRefusal(
        await api(pathname, { body, origin: null, headers: { 'sec-fetch-site': 'cross-site' } }),
        403,
        'Cross-site requests are not allowed.',
      );
    }
    // A valid message from another site is not stored (the database check below counts rows).
    const message = { name: 'Eve', email: 'eve@example.com', subject: 'Hello there', message: 'From another site.' };
    expectRefusal(await api('/api/contact', { body: JSON.stringify(message), origin: 'http://localhost:1' }), 403);
  });

  test('unsupported methods get 405, never 5xx', async () => {
    for (const route of COVERED) {
      const [method, pattern] = route.split(' ') as [string, string];
      const pathname = pattern.replace(':paymentIntentId', 'pi_test_0000000000');
      for (const other of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (other === method || COVERED.includes(`${other} ${pattern}`)) continue;
        const answer = await api(pathname, { method: other, body: other === 'GET' ? undefined : '{}' });
        expect(answer.status, `${other} ${pathname}: ${answer.text.slice(0, 200)}`).toBe(405);
      }
    }
  });

  for (const route of jsonRoutes) {
    test(`POST ${route.path} answers any body with the schema's verdict, 4xx with a message, never 5xx`, async () => {
      test.setTimeout(60_000);
      await fc.assert(
        fc.asyncProperty(
          rawBody(route.fields, route.valid),
          contentType,
          fc.boolean(),
          async (raw, type, withCookie) => {
            const verdict = judge(raw, route.schema);
            const cookie = withCookie ? (route.cookie?.() ?? session) : undefined;
            const answer = await api(route.path, {
              body: raw,
              headers: { 'content-type': type, 'x-forwarded-for': fuzzAddress() },
              cookie,
            });
            if (verdict.refused) {
              expectRefusal(answer, verdict.status, verdict.error);
              return;
            }
            const allowed = route.accepts(verdict.data, cookie);
            expect(allowed, `${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
            if (answer.status >= 400) expectRefusal(answer);
            if (route.path === '/api/create-payment-intent' && answer.status === 400) {
              expect(answer.json).toEqual({ error: checkoutMessages.amountMismatch });
            }
            route.record?.(verdict.data, answer);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  test('POST /api/login is not broken by an absurd X-Forwarded-For', async () => {
    // The address is stored and indexed for throttling: an 8 KB header once made the insert fail (503).
    const address = randomBytes(4_000).toString('hex');
    const answer = await api('/api/login', {
      body: JSON.stringify({ username: 'nobody-at-all', password: 'wrong' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });
    expectRefusal(answer, 401);
  });

  test('members-only GET routes answer a missing, forged or tampered session with 401', async () => {
    test.setTimeout(60_000);
    const real = session.split('=').slice(1).join('=');
    const forged = fc.oneof(
      fc.constant(undefined),
      fc.string({ unit: 'grapheme-ascii', maxLength: 400 }).map((value) => `reset_session=${value}`),
      fc
        .tuple(fc.nat(real.length - 1), fc.constantFrom(...'ABCxyz019-_~*'))
        .filter(([at, char]) => real[at] !== char)
        .map(([at, char]) => `reset_session=${real.slice(0, at)}${char}${real.slice(at + 1)}`),
      binaryText.map((value) => `reset_session=${encodeURIComponent(wellFormed(value))}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MEMBERS_ONLY_GETS), forged, unicodeText, async (pathname, cookie, query) => {
        const text = encodeURIComponent(wellFormed(query));
        const answer = await api(`${pathname}?date=${text}&${text}=1`, {
          method: 'GET',
          cookie,
        });
        expectRefusal(answer, 401);
      }),
      { numRuns: RUNS },
    );
  });

  test('members-only GET routes serve the signed-in member', async () => {
    test.setTimeout(60_000);
    const expected: Record<string, string> = {
      '/api/user': 'application/json',
      '/api/tracker': 'application/pdf',
      '/api/tracker/html': 'text/html',
      '/api/guide': 'application/pdf',
      '/api/calendar?date=2030-01-31': 'text/calendar',
    };
    for (const [pathname, type] of Object.entries(expected)) {
      const answer = await api(pathname, { method: 'GET', cookie: session });
      expect(answer.status, `${pathname}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(answer.contentType).toContain(type);
    }
  });

  test('GET /api/calendar answers any ?date with 400 and a message unless it is a real day', async () => {
    const date = fc.oneof(
      fc
        .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((day) => day.toISOString().slice(0, 10)),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      tricky,
      unicodeText,
      // Long, but under Node's 16 KB limit on the request line and headers (past it Node answers 431 itself).
      longText.map((text) => text.slice(0, 1_000)),
    );
    await fc.assert(
      fc.asyncProperty(date.map(wellFormed), async (value) => {
        const answer = await api(`/api/calendar?date=${encodeURIComponent(value)}`, { method: 'GET', cookie: session });
        if (parseCalendarDate(value)) expect(answer.status, answer.text.slice(0, 200)).toBe(200);
        else expectRefusal(answer, 400, 'Choose a date as YYYY-MM-DD.');
      }),
      { numRuns: RUNS },
    );
  });

  test('GET /api/payment-success/:id answers any id it did not issue to this browser with 404', async () => {
    const id = fc.oneof(
      fc.stringMatching(/^pi_[A-Za-z0-9_]{6,120}$/),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
      tricky,
      astral,
      // Real ids, paid or not, that this browser (no checkout cookie) did not create.
      fc.constantFrom(
        'pi_test_0000000000',
        ...ledger.paidIntents,
        ...ledger.clientSecrets.map((secret) => secret.split('_secret_')[0]!),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        id.map(wellFormed).filter((value) => !['', '.', '..'].includes(value)),
        fc.boolean(),
        async (value, signedIn) => {
          const answer = await api(`/api/payment-success/${encodeURIComponent(value)}`, {
            method: 'GET',
            cookie: signedIn ? session : undefined,
          });
          expectRefusal(
            answer,
            404,
            'No credentials for this payment here. Please check your email for login details.',
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('POST /api/revalidate refuses unsigned, malformed, forged, tampered and stale requests', async () => {
    const fresh = (offset = 0) => Date.now() + offset;
    const maxAge = 5 * 60 * 1000;
    const payload = fc
      .oneof(
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
        fc
          .record({ _type: fc.oneof(fc.constantFrom('dietPlan', 'faq'), unicodeText), _id: unicodeText })
          .map((value) => JSON.stringify(value)),
        unicodeText,
      )
      .filter((text) => text.length > 0 && !text.startsWith('\ufeff'));
    type Attack = 'unsigned' | 'junk' | 'forged' | 'tampered' | 'stale' | 'future';
    const attack = fc.constantFrom<Attack>('unsigned', 'junk', 'forged', 'tampered', 'stale', 'future');
    await fc.assert(
      fc.asyncProperty(
        payload,
        attack,
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 1_000, max: 365 * 24 * 3600 * 1000 }),
        async (body, kind, junk, drift) => {
          const headers: Record<string, string | undefined> = { 'content-type': 'application/json' };
          let sent = body;
          if (kind === 'junk') headers[SIGNATURE_HEADER_NAME] = `t=${junk}`;
          if (kind === 'forged')
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, fresh(), junk || 'x');
          if (kind === 'tampered') {
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, fresh(), REVALIDATE_SECRET);
            sent = body.length > 1 ? body.slice(1) : `${body} `;
          }
          if (kind === 'stale' || kind === 'future') {
            const at = fresh(kind === 'stale' ? -(maxAge + drift) : maxAge + drift);
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, at, REVALIDATE_SECRET);
          }
          if (kind === 'forged' && junk === REVALIDATE_SECRET) return;
          expectRefusal(await api('/api/revalidate', { body: sent, headers, origin: null }), 401);
        },
      ),
      { numRuns: RUNS },
    );

    // Correctly signed: 200 when the body names a document type, else 400 with a message.
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const signature = await encodeSignatureHeader(body, fresh(), REVALIDATE_SECRET);
        const answer = await api('/api/revalidate', {
          body,
          headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
          origin: null,
        });
        let type: unknown;
        try {
          type = (JSON.parse(body) as { _type?: unknown } | null)?._type;
        } catch {
          return expectRefusal(answer, 400, 'Request body must be valid JSON.');
        }
        if (typeof type === 'string' && /^[A-Za-z][\w.-]{0,99}$/.test(type)) {
          expect(answer.status, answer.text).toBe(200);
          expect(answer.json).toEqual({ revalidated: true, tags: [`sanity:${type}`] });
        } else {
          expectRefusal(answer, 400);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('POST /api/webhooks/stripe answers 404 to anything while Stripe is not configured', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawBody({ id: fc.string(), type: fc.string() }, fc.constant({})),
        fc.string(),
        async (body, sig) => {
          const answer = await api('/api/webhooks/stripe', {
            body,
            headers: { 'stripe-signature': sig },
            origin: null,
          });
          expectRefusal(answer, 404, 'Stripe is not configured.');
        },
      ),
      { numRuns: 10 },
    );
  });

  test('oversized bodies get 413, whether declared in Content-Length or streamed chunked', async () => {
    test.setTimeout(60_000);
    const megabyte = new Uint8Array(MEGABYTE).fill(0x61);
    for (const route of jsonRoutes) {
      for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
        expectTooLarge(await api(route.path, { body, headers: { 'content-type': 'application/json' } }));
      }
    }
    // The Sanity webhook: unsigned is refused before the body is read; a fresh (forged) signature reads no more than its limit.
    expectRefusal(await api('/api/revalidate', { body: chunkedBody(MEGABYTE), origin: null }), 401);
    const signature = await encodeSignatureHeader('{}', Date.now(), 'not-the-secret');
    for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
      expectTooLarge(
        await api('/api/revalidate', { body, headers: { [SIGNATURE_HEADER_NAME]: signature }, origin: null }),
      );
    }
    // Past the 1 MB the server drops after its 413, a stream is cut off: the client, still sending, reads the
    // 413 or a reset, and quickly (it is never read to its end); the server goes on answering.
    const started = Date.now();
    const outcome = await api('/api/contact', { body: chunkedBody(200 * MEGABYTE) }).then(
      (answer) => answer.status,
      (error: Error) => error.message,
    );
    expect([413, 'fetch failed']).toContain(outcome);
    expect(Date.now() - started).toBeLessThan(10_000);
    expectRefusal(await api('/api/user', { method: 'GET' }), 401);
  });

  test('POST /api/logout ignores any body, ends only its own session, and answers 200', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody({}, fc.constant({})), contentType, fc.boolean(), async (raw, type, signedIn) => {
        const answer = await api('/api/logout', {
          body: raw,
          headers: { 'content-type': type },
          cookie: signedIn ? sessionToEnd : undefined,
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual({ ok: true });
      }),
      { numRuns: RUNS },
    );
    expectRefusal(await api('/api/user', { method: 'GET', cookie: sessionToEnd }), 401, 'Not signed in.');
    expect((await api('/api/user', { method: 'GET', cookie: session })).json).toEqual({
      username: MEMBER.username,
      email: MEMBER.email,
    });
  });

  test('the database holds only rows the schemas accept, one per accepted request', async () => {
    test.setTimeout(60_000);
    await stopOwnServer(server);
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const rows = async <R>(query: string) => (await db.query<R>(query)).rows;

      const messages = await rows<Record<string, string>>(
        'select name, email, subject, message from public.contact_messages',
      );
      expect(messages).toHaveLength(ledger.contact);
      for (const row of messages) expect(contactSchema.parse(row)).toEqual(row);

      const checkEmails = async (table: string, schema: z.ZodType, accepted: Set<string>) => {
        const stored = await rows<{ email: string }>(`select email from public.${table}`);
        for (const row of stored) expect(schema.parse(row)).toEqual(row);
        expect(stored.map((row) => row.email.toLowerCase()).sort(), table).toEqual([...accepted].sort());
      };
      // Subscribing answers 200 only for a new address, so its rows are exactly its 2xx answers;
      // the waitlist and opt-ins answer 200 again for a known address and keep one row per address.
      await checkEmails('subscribers', subscribeSchema, ledger.subscribers);
      await checkEmails('waitlist', waitlistSchema, ledger.waitlist);

      const optIns = await rows<{ email: string; first_name: string | null }>(
        'select email, first_name from public.marketing_optins',
      );
      expect(optIns.map((row) => row.email.toLowerCase()).sort()).toEqual([...ledger.marketingOptIns].sort());
      for (const { email, first_name } of optIns) {
        const row = { email, ...(first_name === null ? {} : { firstName: first_name }) };
        expect(marketingOptInSchema.parse(row)).toEqual(row);
      }

      const checkouts = await rows<{ email: string; amount_cents: number }>(
        'select email, amount_cents from public.checkouts',
      );
      expect(checkouts).toHaveLength(ledger.checkouts);
      for (const row of checkouts) {
        expect(emailField.parse(row.email)).toBe(row.email);
        expect(row.amount_cents).toBe(990);
      }

      const orders = await rows<{ payment_intent_id: string; email: string; amount_cents: number }>(
        'select payment_intent_id, email, amount_cents from public.orders',
      );
      expect(orders.map((row) => row.payment_intent_id).sort()).toEqual([...ledger.paidIntents].sort());
      for (const row of orders) {
        expect(emailField.parse(row.email)).toBe(row.email);
        expect(row.amount_cents).toBe(990);
      }
      const members = await rows<{ username: string; email: string }>('select username, email from public.members');
      expect(members.map((row) => row.username)).toContain(MEMBER.username);
      for (const row of members) expect(emailField.parse(row.email)).toBe(row.email);
      expect(members).toHaveLength(1 + new Set(orders.map((row) => row.email.toLowerCase())).size);

      test.info().annotations.push({
        type: 'rows written by accepted requests',
        description: JSON.stringify({
          contact_messages: messages.length,
          subscribers: ledger.subscribers.size,
          waitlist: ledger.waitlist.size,
          marketing_optins: optIns.length,
          checkouts: checkouts.length,
          orders: orders.length,
        }),
      });

      // The absurd X-Forwarded-For above is counted under its first 64 characters.
      const addresses = await rows<{ key: string }>(
        "select key from internal.rate_limits where bucket = 'login:address'",
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const row of addresses) expect(row.key.length).toBeLessThanOrEqual(64);
    } finally {
      await db.close();
    }
  });
});

test.describe('the Stripe webhook with Stripe configured', () => {
  const stripePort = port + 1;
  const webhookSecret = 'whsec_abuse_0123456789abcdef';
  const stripe = new Stripe('sk_test_abuse_not_used', { telemetry: false });
  let stripeServer: OwnServer | undefined;

  test.afterAll(async () => {
    await stopOwnServer(stripeServer);
  });

  test('refuses unsigned, malformed, forged, tampered and stale events with 400, and oversized ones with 413', async () => {
    test.setTimeout(180_000);
    const stripeDir = path.join(root, `${E2E_DATA_DIR}-abuse-stripe`);
    rmSync(stripeDir, { recursive: true, force: true });
    stripeServer = startServer({
      port: stripePort,
      dataDir: stripeDir,
      env: {
        // Signatures are checked locally; no call reaches Stripe's API in this test.
        STRIPE_SECRET_KEY: 'sk_test_abuse_not_used',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abuse_not_used',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        SESSION_SECRET: 'abuse-session-secret-0123456789abcdef',
      },
    });
    await waitUntilUp(stripeServer);
    const hook = (body: BodyInit, headers: Record<string, string | undefined> = {}) =>
      call(`${stripeServer!.url}/api/webhooks/stripe`, {
        body,
        headers: { 'content-type': 'application/json', ...headers },
        origin: null,
      });
    const sign = (payload: string, secret = webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    // A correctly signed event the shop does not act on is acknowledged, so Stripe stops retrying.
    const ignored = JSON.stringify({
      id: 'evt_abuse',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const accepted = await hook(ignored, { 'stripe-signature': sign(ignored) });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toEqual({ received: true, ignored: 'customer.created' });

    type Attack = 'unsigned' | 'junk' | 'forged' | 'tampered' | 'stale';
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          fc
            .record({
              id: fc.string(),
              object: fc.constant('event'),
              type: fc.constantFrom('payment_intent.succeeded', 'charge.refunded'),
            })
            .map((value) => JSON.stringify({ ...value, data: { object: { id: 'pi_abuse', amount: 990 } } })),
          unicodeText,
        ),
        fc.constantFrom<Attack>('unsigned', 'junk', 'forged', 'tampered', 'stale'),
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 301, max: 365 * 24 * 3600 }),
        async (body, kind, junk, age) => {
          let signature: string | undefined;
          let sent = body;
          if (kind === 'junk') signature = junk;
          if (kind === 'forged') signature = sign(body, `whsec_${junk}`);
          if (kind === 'tampered') {
            signature = sign(body);
            sent = `${body} `;
          }
          if (kind === 'stale') signature = sign(body, webhookSecret, Math.floor(Date.now() / 1000) - age);
          if (kind === 'forged' && `whsec_${junk}` === webhookSecret) return;
          const answer = await hook(sent, { 'stripe-signature': signature });
          expectRefusal(
            answer,
            400,
            signature?.trim() ? 'Invalid or stale Stripe signature.' : 'Missing Stripe signature.',
          );
        },
      ),
      { numRuns: RUNS },
    );

    const huge = new Uint8Array(MEGABYTE).fill(0x61);
    expectTooLarge(await hook(huge, { 'stripe-signature': sign('{}') }));
    expectTooLarge(await hook(chunkedBody(MEGABYTE), { 'stripe-signature': sign('{}') }));
    await stopOwnServer(stripeServer);
  });
});
