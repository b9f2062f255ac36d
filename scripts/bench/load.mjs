// Load figures for `npm run bench`: autocannon against the production build on
// loopback, each target for a fixed time at the same concurrency, next to a
// minimal Next.js app served by the same machine in the same run.
import autocannon from 'autocannon';

import { ADMISSIONS } from '../lib/admission.mjs';
import { MINIMAL_PATHS } from './minimal-app.mjs';
import { formatTable } from './table.mjs';

/** Every figure of one target; `accepted` counts the writes the server said it made. */
function summarise(label, result, extra = {}) {
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...extra,
  };
}

/** The minimal app's rows (the floors), by what each measures. */
export const FLOOR_LABELS = {
  page: 'minimal Next.js page (floor)',
  perRequest: 'minimal page rendered per request (floor)',
  routeHandler: 'minimal route handler (floor)',
  sameLength: 'minimal page as long as / (floor)',
};

/** The members' pages measured signed in: the dashboard and a stage screen. */
export const MEMBERS_PAGES = ['/dashboard', '/product/reset/morning'];

/** A request still unanswered after this long counts as an error. */
const TIMEOUT_SECONDS = 30;

function run(options) {
  return autocannon({ connections: 50, pipelining: 1, timeout: TIMEOUT_SECONDS, ...options });
}

/** The cookies a response sets, as a Cookie header (name=value pairs only). */
function cookiesFrom(headers, previous = '') {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  );
  const setCookie = headers['set-cookie'];
  for (const line of [setCookie ?? []].flat()) {
    const [pair] = line.split(';');
    const [name, value] = pair.split(/=(.*)/s);
    jar.set(name.trim(), value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Runs every target for `seconds` at `connections` and returns one row each,
 * with the e-mail address of every subscription and purchase the server
 * accepted. `session` is the Cookie header of a signed-in member; `runId` makes
 * this run's addresses unique.
 */
export async function loadTest({ siteUrl, minimalUrl, session, runId, seconds = 10, connections = 50 }) {
  const duration = seconds;
  const json = { 'content-type': 'application/json', origin: siteUrl };
  const rows = [];

  for (const [kind, label] of Object.entries(FLOOR_LABELS)) {
    rows.push(summarise(label, await run({ url: `${minimalUrl}${MINIMAL_PATHS[kind]}`, duration, connections })));
  }
  rows.push(summarise('GET /', await run({ url: `${siteUrl}/`, duration, connections })));
  rows.push(
    summarise(
      'GET /api/user (signed in)',
      await run({ url: `${siteUrl}/api/user`, duration, connections, headers: { cookie: session } }),
    ),
  );
  for (const page of MEMBERS_PAGES) {
    rows.push(
      summarise(
        `GET ${page} (signed in)`,
        await run({ url: `${siteUrl}${page}`, duration, connections, headers: { cookie: session } }),
      ),
    );
  }

  // The writes come from many addresses, and the door admits all clients together a share of each form
  // (scripts/lib/admission.mjs): each write target sends no more requests than that, so it measures the route.
  const share = (endpoint) => ADMISSIONS.get(endpoint).together.burst;
  const subscribed = [];
  let sequence = 0;
  rows.push(
    summarise(
      'POST /api/subscribe',
      await run({
        url: siteUrl,
        amount: share('POST /api/subscribe'),
        connections,
        requests: [
          {
            method: 'POST',
            path: '/api/subscribe',
            headers: json,
            setupRequest: (request, context) => {
              context.email = `load-${runId}-${++sequence}@example.com`;
              // The subscribe form allows each client address 10 posts per 10 minutes: every request claims an
              // address of its own, so this measures the route's throughput, not its rate limiter.
              const address = `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
              return {
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': address },
                body: JSON.stringify({ email: context.email }),
              };
            },
            onResponse: (status, body, context) => {
              if (status === 200) subscribed.push(context.email);
            },
          },
        ],
      }),
      { accepted: subscribed.length },
    ),
  );

  // The whole test-mode purchase: create the payment intent (which sets the
  // checkout cookie), then pay with the success card, which fulfils at once.
  const purchased = [];
  let buyer = 0;
  const started = performance.now();
  const purchase = await run({
    url: siteUrl,
    amount: share('POST /api/create-payment-intent'),
    connections,
    requests: [
      {
        method: 'POST',
        path: '/api/create-payment-intent',
        headers: json,
        setupRequest: (request, context) => {
          context.email = `buyer-${runId}-${++buyer}@example.com`;
          context.cookie = '';
          // Payment intents and Pays are admitted 20 per client address per 10 minutes: each purchase comes from
          // an address of its own, so this measures the purchase, not its rate limiter.
          context.address = `10.${128 + ((buyer >> 16) & 127)}.${(buyer >> 8) & 255}.${buyer & 255}`;
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': context.address },
            body: JSON.stringify({ amount: 9.9, email: context.email }),
          };
        },
        onResponse: (status, body, context, headers) => {
          context.clientSecret = status === 200 ? JSON.parse(body).clientSecret : undefined;
          context.cookie = cookiesFrom(headers, context.cookie);
        },
      },
      {
        method: 'POST',
        path: '/api/test-payments/confirm',
        setupRequest: (request, context) =>
          context.clientSecret && {
            ...request,
            headers: { ...json, cookie: context.cookie, 'x-forwarded-for': context.address },
            body: JSON.stringify({
              clientSecret: context.clientSecret,
              cardNumber: '4242424242424242',
              expiry: '12/34',
              cvc: '123',
            }),
          },
        onResponse: (status, body, context) => {
          if (status === 200) purchased.push(context.email);
        },
      },
    ],
  });
  rows.push(
    summarise('test-mode purchase (2 requests)', purchase, {
      accepted: purchased.length,
      purchasesPerSecond: Number((purchased.length / ((performance.now() - started) / 1000)).toFixed(1)),
    }),
  );
  return { rows, subscribed, purchased };
}

export function loadTable(rows) {
  const header = [
    'target (50 connections)',
    'bytes',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'errors',
    'non-2xx',
    'writes',
  ];
  const lines = rows.map((row) => [
    row.label,
    row.bytes,
    row.requestsPerSecond,
    row.p50Ms,
    row.p99Ms,
    row.requests,
    row.errors,
    row.non2xx,
    row.accepted ?? '—',
  ]);
  return formatTable(header, lines);
}

/** The rows of the members' pages and of GET /api/user, the session check they are measured against. */
const membersRows = (rows) => rows.filter((row) => MEMBERS_PAGES.some((path) => row.label.startsWith(`GET ${path} `)));
const apiRow = (rows) => rows.find((row) => row.label.startsWith('GET /api/user'));

const percent = (part, whole) => `${Math.round((100 * part.requestsPerSecond) / whole.requestsPerSecond)} %`;

/**
 * What rendering a page per request costs on this machine, from the same run:
 * the minimal page rendered per request against the minimal route handler (the
 * framework's own share), beside each members' page against GET /api/user.
 */
export function perRequestShares(rows) {
  const find = (label) => rows.find((row) => row.label.startsWith(label));
  const page = find(FLOOR_LABELS.perRequest);
  const handler = find(FLOOR_LABELS.routeHandler);
  const api = apiRow(rows);
  if (!page || !handler || !api) return '';
  const floor = find(FLOOR_LABELS.page);
  const sameLength = find(FLOOR_LABELS.sameLength);
  const landing = rows.find((row) => row.label === 'GET /');
  return [
    ...(floor && landing ? [`GET / as a share of the minimal static page: ${percent(landing, floor)}`] : []),
    ...(sameLength && landing
      ? [`GET / as a share of the minimal page as long as it, in its characters: ${percent(landing, sameLength)}`]
      : []),
    `Requests per second of a page rendered per request, as a share of a route handler's:`,
    `  Next.js alone (minimal page / minimal route handler): ${percent(page, handler)}`,
    ...membersRows(rows).map((row) => `  ${row.label} / ${api.label}: ${percent(row, api)} (budget: 50 %)`),
  ].join('\n');
}

/**
 * The members' pages against the session check alone, from the same run: each
 * at least half the requests per second of GET /api/user, and p99 under a second.
 */
export function membersPageMisses(rows) {
  const api = apiRow(rows);
  if (!api) return [];
  return membersRows(rows).flatMap((page) => [
    ...(page.requestsPerSecond < api.requestsPerSecond / 2
      ? [`${page.label}: ${page.requestsPerSecond} req/s < half of ${api.label}'s ${api.requestsPerSecond}`]
      : []),
    ...(page.p99Ms >= 1000 ? [`${page.label}: p99 ${page.p99Ms} ms ≥ 1000 ms`] : []),
  ]);
}
