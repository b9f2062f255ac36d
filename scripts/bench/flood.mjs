// Flood figures for `npm run bench -- flood`: what one anonymous client's
// flood of requests that cannot succeed does to a signed-in member. Each
// attack runs for a fixed time at 40 connections while a member asks for
// GET /api/user once at a time; the member's median must stay under budget.
import { randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

import { formatTable } from './table.mjs';

/** The member's median GET /api/user under each flood, at most. */
export const FLOOD_BUDGET_MS = 300;
const CONNECTIONS = 40;

/**
 * Two attacks: made-up sign-in-link tokens with a valid new password, and
 * wrong passwords for made-up usernames with a new X-Forwarded-For each (the
 * bench's server trusts one proxy, so each counts as another address: the
 * botnet case, where no per-address limit bites and every guess would cost a
 * hash).
 */
function attacks(siteUrl) {
  const json = { 'content-type': 'application/json', origin: siteUrl };
  let sequence = 0;
  const nextAddress = () => {
    sequence += 1;
    return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
  };
  return [
    {
      label: 'POST /api/sign-in-link, made-up tokens',
      request: {
        method: 'POST',
        path: '/api/sign-in-link',
        headers: json,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ token: randomBytes(32).toString('base64url'), password: 'a long new password' }),
        }),
      },
    },
    {
      label: 'POST /api/login, a new address each',
      request: {
        method: 'POST',
        path: '/api/login',
        headers: json,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          body: JSON.stringify({ username: `nobody-${sequence}`, password: 'a guess' }),
        }),
      },
    },
  ];
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

export async function floodTest({ siteUrl, session, seconds = 10 }) {
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
    const member = probe(siteUrl, session, stop.signal);
    const result = await flood;
    stop.abort();
    const latencies = await member;
    rows.push({
      label: attack.label,
      attackRps: Math.round(result.requests.average),
      statuses: Object.entries(statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      memberP50Ms: percentile(latencies, 0.5),
      memberP99Ms: percentile(latencies, 0.99),
    });
  }
  return { connections: CONNECTIONS, seconds, budgetMs: FLOOD_BUDGET_MS, rows };
}

export function floodTable(rows) {
  return formatTable(
    ['flood (40 connections)', 'attack req/s', 'answers', 'member /api/user p50 ms', 'p99 ms'],
    rows.map((row) => [
      row.label,
      String(row.attackRps),
      row.statuses || '—',
      row.memberP50Ms.toFixed(0),
      row.memberP99Ms.toFixed(0),
    ]),
  );
}

/** The floods under which the member's median went over budget. */
export function floodMisses(rows) {
  return rows
    .filter((row) => row.attackRps > 0 && !(row.memberP50Ms < FLOOD_BUDGET_MS))
    .map(
      (row) =>
        `flood: ${row.label}: member's GET /api/user median ${row.memberP50Ms.toFixed(0)} ms (budget ${FLOOD_BUDGET_MS})`,
    );
}
