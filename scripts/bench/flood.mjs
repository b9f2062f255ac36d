// A signed-in member's GET /api/user, one request at a time, while 40 connections flood
// the site: from one client, from a new address each request (where no per-address limit
// bites), or from 60 addresses in turn. The bench's server trusts one proxy hop, so the
// X-Forwarded-For set here names the client.
import { randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

/** The member's median under any flood, at most. */
const BUDGET_MS = 300;

function attacks(origin) {
  let sent = 0;
  const oneClient = () => '10.201.0.1';
  const newAddress = () => `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const sixty = () => `10.200.0.${sent % 60}`;
  const post = (path, from, body) => ({
    method: 'POST',
    path,
    setupRequest: (request) => {
      sent += 1;
      const headers = { 'content-type': 'application/json', origin, 'x-forwarded-for': from() };
      return { ...request, headers, body: JSON.stringify(body()) };
    },
  });
  const get = (path) => ({ method: 'GET', path, headers: { 'x-forwarded-for': oneClient() } });
  const guess = () => ({ username: `nobody-${sent}`, password: 'a guess' });
  const token = () => randomBytes(32).toString('base64url');
  return {
    'POST /api/login, one client': post('/api/login', oneClient, guess),
    'POST /api/login, a new address each': post('/api/login', newAddress, guess),
    'POST /api/login, 60 addresses': post('/api/login', sixty, guess),
    'POST /api/sign-in-link, made-up tokens, a new address each': post('/api/sign-in-link', newAddress, () => ({
      token: token(),
      password: 'a long new password',
    })),
    'POST /api/contact, 60 addresses': post('/api/contact', sixty, () => ({
      name: 'Flood',
      email: `flood-${sent}@example.com`,
      subject: 'A flood of messages',
      message: 'Nothing to say, many times over.',
    })),
    'POST /api/create-payment-intent, 60 addresses': post('/api/create-payment-intent', sixty, () => ({
      amount: 9.9,
      email: `flood-${sent}@example.com`,
    })),
    'GET /checkout, one client': get('/checkout'),
    'GET /sign-in?token=…, one client': get(`/sign-in?token=${token()}`),
  };
}

/** The member's GET /api/user, one request at a time, until `done` settles. */
async function member(siteUrl, cookie, done) {
  let flooding = true;
  done.then(() => (flooding = false));
  const latencies = [];
  do {
    const started = performance.now();
    const answer = await fetch(`${siteUrl}/api/user`, { headers: { cookie } }).catch(() => undefined);
    await answer?.arrayBuffer();
    latencies.push(answer?.ok ? Math.round(performance.now() - started) : Infinity);
  } while (flooding);
  const at = (share) => latencies.toSorted((a, b) => a - b)[Math.floor((latencies.length - 1) * share)];
  const failed = latencies.filter((ms) => ms === Infinity).length;
  return { 'member p50 ms': at(0.5), 'member p99 ms': at(0.99), 'member failed': failed };
}

export async function floodRows({ siteUrl, cookie, seconds }) {
  // A first request waits out what the server still owes earlier runs.
  await (await fetch(`${siteUrl}/api/user`, { headers: { cookie } })).arrayBuffer();
  const idle = new Promise((resolve) => setTimeout(resolve, 2000));
  const rows = [{ flood: 'none', ...(await member(siteUrl, cookie, idle)) }];
  for (const [flood, request] of Object.entries(attacks(siteUrl))) {
    const attack = autocannon({ url: siteUrl, connections: 40, duration: seconds, timeout: 30, requests: [request] });
    const figures = await member(siteUrl, cookie, attack);
    const { requests, statusCodeStats } = await attack;
    const answers = Object.entries(statusCodeStats).map(([status, { count }]) => `${status}×${count}`);
    rows.push({ flood, 'flood req/s': Math.round(requests.average), answers: answers.join(' '), ...figures });
  }
  return rows;
}

export const floodMisses = (rows) =>
  rows
    .filter((row) => row['member p50 ms'] > BUDGET_MS || row['member failed'] > 0)
    .map(
      (row) =>
        `flood ${row.flood}: member p50 ${row['member p50 ms']} ms (≤ ${BUDGET_MS}), ${row['member failed']} failed`,
    );
