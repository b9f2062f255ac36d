// Flood figures for `npm run bench -- flood`: what a flood, from one client or
// from many addresses, does to a signed-in member. Each flood runs for a fixed
// time at 40 connections while a member asks for GET /api/user once at a time;
// the member's median must stay under budget. During the sign-in floods the
// member also signs in again on their own browser twice a second, and must never
// be refused.
import { randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

import { formatTable } from './table.mjs';

/** The member's median GET /api/user under each flood, at most. */
export const FLOOD_BUDGET_MS = 300;
const CONNECTIONS = 40;

/** Addresses the many-address floods come from, each in turn. */
const FLOOD_ADDRESSES = 60;

/**
 * The floods: made-up sign-in-link tokens with a valid new password, and
 * wrong passwords for made-up usernames, with a new X-Forwarded-For each (the
 * bench's server trusts one proxy, so each counts as another address: the
 * botnet case, where no per-address limit bites and every guess would cost a
 * hash); then wrong passwords, contact messages and payment intents from 60
 * addresses in turn, each of which soon passes its own budget; then one client
 * asking for pages rendered per request.
 */
function attacks(siteUrl) {
  let sequence = 0;
  const newAddress = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  const oneOfSixty = () => `10.200.0.${sequence % FLOOD_ADDRESSES}`;
  /** A JSON POST to `path`, each from `address()` with `body()`, counted by `sequence`. */
  const posts = (path, address, body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', origin: siteUrl },
    setupRequest: (request) => {
      sequence += 1;
      return {
        ...request,
        headers: { ...request.headers, 'x-forwarded-for': address() },
        body: JSON.stringify(body()),
      };
    },
  });
  const guess = () => ({ username: `nobody-${sequence}`, password: 'a guess' });
  const oneClientGets = (path) => ({ method: 'GET', path, headers: { 'x-forwarded-for': '10.201.0.1' } });
  return [
    {
      label: 'POST /api/sign-in-link, made-up tokens',
      request: posts('/api/sign-in-link', newAddress, () => ({
        token: randomBytes(32).toString('base64url'),
        password: 'a long new password',
      })),
    },
    {
      label: 'POST /api/login, a new address each',
      request: posts('/api/login', newAddress, guess),
      memberSignsIn: true,
    },
    {
      label: `POST /api/login, ${FLOOD_ADDRESSES} addresses`,
      request: posts('/api/login', oneOfSixty, guess),
      memberSignsIn: true,
    },
    {
      label: `POST /api/contact, ${FLOOD_ADDRESSES} addresses`,
      request: posts('/api/contact', oneOfSixty, () => ({
        name: 'Flood',
        email: `flood-${sequence}@example.com`,
        subject: 'A flood of messages',
        message: 'Nothing to say, many times over.',
      })),
    },
    {
      label: `POST /api/create-payment-intent, ${FLOOD_ADDRESSES} addresses`,
      request: posts('/api/create-payment-intent', oneOfSixty, () => ({
        amount: 9.9,
        email: `flood-${sequence}@example.com`,
      })),
    },
    { label: 'GET /checkout, one client', request: oneClientGets('/checkout') },
    {
      label: 'GET /sign-in?token=…, one client',
      request: oneClientGets(`/sign-in?token=${randomBytes(32).toString('base64url')}`),
    },
  ];
}

/**
 * The member signs in again on their own browser (its cookies, which include
 * the note of an earlier sign-in) twice a second until `signal` aborts; the
 * statuses answered.
 */
async function signInsOnOwnBrowser(siteUrl, member, signal) {
  const statuses = [];
  while (!signal.aborted) {
    const response = await fetch(`${siteUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, cookie: member.cookie },
      body: JSON.stringify({ username: member.username, password: member.password }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return statuses;
}

/** Asks for GET /api/user, one request at a time, until `signal` aborts; the latencies in ms. */
async function probe(siteUrl, session, signal) {
  const latencies = [];
  while (!signal.aborted) {
    const started = performance.now();
    const response = await fetch(`${siteUrl}/api/user`, { headers: { cookie: session } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/user answered ${response.status} during the flood`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? NaN;
};

/**
 * `member`: the signed-in member's username, password and cookies (the session,
 * and the note of a browser they signed in on).
 */
export async function floodTest({ siteUrl, member, seconds = 10 }) {
  const { cookie: session } = member;
  const rows = [];
  const quiet = new AbortController();
  setTimeout(() => quiet.abort(), 2_000);
  const idle = await probe(siteUrl, session, quiet.signal);
  rows.push({
    label: 'no flood',
    attackRps: 0,
    statuses: '',
    memberP50Ms: percentile(idle, 0.5),
    memberP99Ms: percentile(idle, 0.99),
  });

  for (const attack of attacks(siteUrl)) {
    const statuses = {};
    const stop = new AbortController();
    const flood = autocannon({
      url: siteUrl,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      requests: [{ ...attack.request, onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1) }],
    });
    const memberReads = probe(siteUrl, session, stop.signal);
    const memberSignIns = attack.memberSignsIn ? signInsOnOwnBrowser(siteUrl, member, stop.signal) : undefined;
    const result = await flood;
    stop.abort();
    const latencies = await memberReads;
    const signIns = (await memberSignIns) ?? [];
    rows.push({
      label: attack.label,
      attackRps: Math.round(result.requests.average),
      statuses: Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      memberP50Ms: percentile(latencies, 0.5),
      memberP99Ms: percentile(latencies, 0.99),
      memberSignIns: attack.memberSignsIn ? signIns : undefined,
    });
  }
  return { connections: CONNECTIONS, seconds, budgetMs: FLOOD_BUDGET_MS, rows };
}

export function floodTable(rows) {
  return formatTable(
    ['flood (40 connections)', 'attack req/s', 'answers', 'member /api/user p50 ms', 'p99 ms', 'member signs in'],
    rows.map((row) => [
      row.label,
      String(row.attackRps),
      row.statuses || '—',
      row.memberP50Ms.toFixed(0),
      row.memberP99Ms.toFixed(0),
      row.memberSignIns
        ? `${row.memberSignIns.filter((status) => status === 200).length}/${row.memberSignIns.length}`
        : '—',
    ]),
  );
}

/** The floods under which the member's median went over budget, or the member's own browser was refused a sign-in. */
export function floodMisses(rows) {
  const slow = rows
    .filter((row) => row.attackRps > 0 && !(row.memberP50Ms < FLOOD_BUDGET_MS))
    .map(
      (row) =>
        `flood: ${row.label}: member's GET /api/user median ${row.memberP50Ms.toFixed(0)} ms (budget ${FLOOD_BUDGET_MS})`,
    );
  const refused = rows
    .filter((row) => row.memberSignIns?.some((status) => status !== 200))
    .map(
      (row) => `flood: ${row.label}: the member's own browser was refused a sign-in (${row.memberSignIns.join(', ')})`,
    );
  return [...slow, ...refused];
}
