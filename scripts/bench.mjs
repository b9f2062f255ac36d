#!/usr/bin/env node
// `npm run bench [lighthouse] [load]` (both by default), each figure next to
// the same figure for a minimal Next.js page built here with the same framework:
// the floor, and what the site adds.
//
// - lighthouse: for every public page and the 404 page (BENCH_PAGES, comma-separated
//   paths, picks some), its Lighthouse mobile scores, blocking time and main-thread
//   work (median of BENCH_RUNS runs, default 5, in Debian's Chromium) and, reported
//   beside them, the gzipped JavaScript it loads;
// - js: the gzipped JavaScript alone, without Lighthouse (seconds, not minutes);
// - pwa (only when asked): Lighthouse 11's installability and PWA checks for the
//   members' start URL, signed in (scripts/bench/pwa.mjs);
// - load: requests per second and p50/p99 latency at 50 connections for
//   BENCH_LOAD_SECONDS (default 10) per target, then a count, in the database,
//   of every write the server accepted;
// - flood (only when asked): a signed-in member's GET /api/user, and their own
//   browser signing in again, while one client or 60 addresses flood sign-in,
//   the contact form, payment intents and pages rendered per request
//   (scripts/bench/flood.mjs); then 40 buyers pressing Pay at once on the
//   PostgreSQL server of TEST_DATABASE_URL (scripts/bench/pay-burst.mjs).
//
// Builds the site into web/.next-bench (only when the sources changed) and
// serves it with its own, fresh DATA_DIR, so it never touches a developer's build or data.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { loadTable, loadTest, membersPageMisses, perRequestShares } from './bench/load.mjs';
import { measureAll, pageJsGzipBytes } from './bench/measure.mjs';
import { sameLengthText, writeMinimalApp } from './bench/minimal-app.mjs';
import { floodMisses, floodTable, floodTest } from './bench/flood.mjs';
import { payBurst, payBurstMisses } from './bench/pay-burst.mjs';
import { pwaAudit, pwaMisses } from './bench/pwa.mjs';
import { BUDGET, budgetMisses, NOT_FOUND_PATH, pageLabel, PUBLIC_PAGES } from './bench/pages.mjs';
import { formatTable } from './bench/table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.data', 'bench');
const minimalDir = path.join(benchDir, 'minimal-app');
const nextBin = createRequire(path.join(root, 'web', 'package.json')).resolve('next/dist/bin/next');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 3310);
const minimalPort = sitePort + 1;
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const parts = process.argv.slice(2);
const want = (part) => (parts.length === 0 ? !['js', 'pwa', 'flood'].includes(part) : parts.includes(part));
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((page) => page.trim()) : PUBLIC_PAGES;
const siteDataDir = path.join(benchDir, 'data');
const siteUrl = `http://localhost:${sitePort}`;

// Each server runs in its own process group: `next start` forks a next-server
// process that a signal to its parent alone would leave running on the port.
const children = new Set();
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
function cleanUp() {
  for (const child of children) killGroup(child);
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function serve(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  child.on('exit', () => children.delete(child));
  return { child, log: () => log };
}

async function waitFor(url, server, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server for ${url} exited:\n${server.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${server.log()}`);
}

function stop(server) {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', resolve);
    killGroup(server.child);
  });
}

const kb = (bytes) => bytes / 1024;
const signedKb = (bytes) => (bytes < 0 ? `−${kb(-bytes).toFixed(1)}` : `+${kb(bytes).toFixed(1)}`);
const signed = (value) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

function table(rows) {
  const header = [
    'page',
    'JS gzip KB',
    'above floor KB',
    'with prefetch KB',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'LCP ms',
    'CLS',
    'TBT ms',
    'main thread ms',
    'Chromium CPU ms',
  ];
  const floor = rows[0].jsGzipBytes;
  const perfFloor = rows[0].scores.performance;
  const mainThreadFloor = rows[0].mainThreadMs;
  const cpuFloor = rows[0].chromiumCpuMs;
  const lines = rows.map((row) => [
    row.label,
    kb(row.jsGzipBytes).toFixed(1),
    row === rows[0] ? '—' : signedKb(row.jsGzipBytes - floor),
    kb(row.jsWithPrefetchGzipBytes).toFixed(1),
    row === rows[0]
      ? row.scores.performance
      : `${row.scores.performance} (${signed(row.scores.performance - perfFloor)})`,
    row.scores.accessibility,
    row.scores['best-practices'],
    row.scores.seo,
    row.lcpMs,
    row.cls,
    row.tbtMs,
    row === rows[0] ? row.mainThreadMs : `${row.mainThreadMs} (${(row.mainThreadMs / mainThreadFloor).toFixed(1)}×)`,
    row.chromiumCpuMs === undefined
      ? '—'
      : row === rows[0] || !cpuFloor
        ? row.chromiumCpuMs
        : `${row.chromiumCpuMs} (${(row.chromiumCpuMs / cpuFloor).toFixed(1)}×)`,
  ]);
  return formatTable(header, lines);
}

async function portIsFree(port) {
  try {
    await fetch(`http://localhost:${port}/`);
    return false;
  } catch {
    return true;
  }
}

for (const port of [sitePort, minimalPort]) {
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} is in use; stop what runs there or set BENCH_PORT.`);
    process.exit(1);
  }
}

mkdirSync(benchDir, { recursive: true });

// A fresh data folder with one member, created before the server takes the
// embedded database (PGlite serves one process), for the signed-in targets.
rmSync(siteDataDir, { recursive: true, force: true });
const siteEnv = {
  ...process.env,
  NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
  PORT: String(sitePort),
  DATA_DIR: siteDataDir,
  SITE_URL: siteUrl,
  // The load run plays the proxy in front of the site: its X-Forwarded-For names the client.
  TRUSTED_PROXY_HOPS: '1',
};
const member = { username: 'bench-member', password: '' };
if (want('load') || want('pwa') || want('flood')) {
  const created = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'tests/support/create-member.ts',
      member.username,
      'bench-member@example.com',
    ],
    { cwd: root, env: siteEnv, encoding: 'utf8' },
  );
  member.password = /^Password: (.+)$/m.exec(created.stdout)?.[1] ?? '';
  if (created.status !== 0 || !member.password) {
    console.error('Could not create the benchmark member:\n', created.stdout, created.stderr);
    process.exit(1);
  }
}

console.log('Building (if needed) and starting the site…');
const site = serve(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env: siteEnv });
let minimal;

const report = { measuredAt: new Date().toISOString(), machine: machine() };
const problems = [];
try {
  await waitFor(`${siteUrl}/`, site);
  // After the site: one of the floor's pages is as long as the landing page.
  console.log('Building the minimal Next.js page (the floor)…');
  writeMinimalApp(minimalDir, root, sameLengthText(await (await fetch(`${siteUrl}/`)).text()));
  const minimalBuild = spawnSync(process.execPath, [nextBin, 'build'], { cwd: minimalDir, encoding: 'utf8' });
  if (minimalBuild.status !== 0)
    throw new Error(`The minimal page did not build:\n${minimalBuild.stdout}${minimalBuild.stderr}`);
  minimal = serve(process.execPath, [nextBin, 'start', '--port', String(minimalPort)], { cwd: minimalDir });
  await waitFor(`http://localhost:${minimalPort}/`, minimal);
  const targets = await pageTargets();
  if (want('js')) {
    report.js = await jsFigures(targets);
  }
  if (want('lighthouse')) {
    report.lighthouse = await lighthouseFigures(targets);
    problems.push(...report.lighthouse.misses);
  }
  if (want('pwa')) {
    report.pwa = pwaFigures(await signIn());
    problems.push(...report.pwa.misses);
  }
  if (want('load')) {
    report.load = await loadFigures();
    problems.push(...membersPageMisses(report.load.rows));
  }
  if (want('flood')) {
    console.log(`\nFlood: ${loadSeconds} s per attack at 40 connections, a member asking for GET /api/user meanwhile…`);
    report.flood = await floodTest({ siteUrl, member: { ...member, cookie: await signIn() }, seconds: loadSeconds });
    console.log(`\n${floodTable(report.flood.rows)}`);
    problems.push(...floodMisses(report.flood.rows));
    await stop(site);
    report.payBurst = await payBurstOnPostgres();
    problems.push(...payBurstMisses(report.payBurst));
  }
} finally {
  await Promise.all([stop(site), minimal && stop(minimal)]);
}
if (report.load) problems.push(...(await checkWrites(report.load)));

const reportFile = path.join(benchDir, 'results.json');
writeFileSync(reportFile, JSON.stringify(report, null, 2));
const misses = [...new Set(problems)];
console.log(misses.length ? `\nOver budget or failed:\n  ${misses.join('\n  ')}` : '\nEvery figure is within budget.');
console.log(`Full results: ${path.relative(root, reportFile)}`);
process.exitCode = misses.length ? 1 : 0;

/**
 * Forty buyers pressing Pay at once, served from the same build on a scratch
 * database of TEST_DATABASE_URL's PostgreSQL server (`eval "$(bash
 * scripts/ci/start-postgres.sh)"` starts one), dropped afterwards.
 */
async function payBurstOnPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('The Pay burst needs PostgreSQL: set TEST_DATABASE_URL (scripts/ci/start-postgres.sh).');
  const name = `reset_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const server = serve(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...siteEnv,
      DATABASE_URL: url.toString(),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      PAYMENTS_TEST_MODE: 'true',
      DATA_DIR: path.join(benchDir, 'data-postgres'),
    },
  });
  try {
    await waitFor(`${siteUrl}/`, server);
    await db.connect();
    console.log('\nPay burst: 40 buyers pressing Pay at once, on PostgreSQL…');
    const burst = await payBurst({
      siteUrl,
      countOrders: async () => (await db.query('select count(*)::int as n from public.orders')).rows[0].n,
    });
    console.log(
      `answers ${JSON.stringify(burst.statuses)}, median ${burst.medianMs.toFixed(0)} ms, slowest ${burst.slowestMs.toFixed(0)} ms, ` +
        `left to the recovery ${burst.leftToRecovery}, charged without a login ${burst.withoutLogin}`,
    );
    return burst;
  } finally {
    await db.end().catch(() => {});
    await stop(server);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node.js ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * The floor and every page to measure, each checked first to answer as it
 * should (200, or 404 for the 404 page): Lighthouse is told to measure a page
 * whatever its status, so a broken page must not pass for a fast one.
 */
async function pageTargets() {
  const targets = [
    { label: 'minimal Next.js page (floor)', path: '/', url: `http://localhost:${minimalPort}/` },
    ...pages.map((pathname) => ({ label: pageLabel(pathname), path: pathname, url: `${siteUrl}${pathname}` })),
  ];
  for (const target of targets.slice(1)) {
    const status = (await fetch(target.url, { redirect: 'manual' })).status;
    const expected = target.path === NOT_FOUND_PATH ? 404 : 200;
    if (status !== expected) throw new Error(`${target.url} answered ${status}, not ${expected}`);
  }
  return targets;
}

async function jsFigures(targets) {
  const rows = [];
  for (const target of targets) rows.push({ ...target, jsGzipBytes: await pageJsGzipBytes(target.url) });
  const floor = rows[0].jsGzipBytes;
  console.log('\nJavaScript each page runs, gzipped at level 9:\n');
  console.log(
    formatTable(
      ['page', 'JS gzip KB', 'above floor KB'],
      rows.map((row, index) => [
        row.label,
        kb(row.jsGzipBytes).toFixed(1),
        index === 0 ? '—' : signedKb(row.jsGzipBytes - floor),
      ]),
    ),
  );
  return { rows };
}

async function lighthouseFigures(targets) {
  console.log(`Lighthouse ×${runs}, taking turns: ${targets.map((target) => target.label).join(', ')}`);
  const measured = await measureAll(
    targets.map((target) => target.url),
    { runs, chromePath, onRun: (run, url) => url === targets[0].url && console.log(`  round ${run + 1} of ${runs}`) },
  );
  const rows = targets.map((target, index) => ({ ...target, ...measured[index] }));

  console.log(
    `\nLighthouse mobile, median of ${runs} runs (${chromePath}). JavaScript gzipped at level 9: what the page runs,` +
      `\nand with the chunks Next.js prefetches for the links in view (other pages' code):\n`,
  );
  console.log(table(rows));
  console.log('\nPerformance points each metric costs (median; weight × what its score falls short of 1):');
  for (const row of rows) {
    const lost = Object.entries(row.performancePointsLost).filter(([, points]) => points > 0);
    console.log(
      `  ${row.label}: ${lost.length ? lost.map(([metric, points]) => `${metric} ${points}`).join(', ') : 'none'}`,
    );
  }
  console.log("\nThe main thread's work by kind (ms, median; Lighthouse's mainthread-work-breakdown):");
  const groups = [...new Set(rows.flatMap((row) => Object.keys(row.mainThreadByGroup)))];
  console.log(
    formatTable(
      ['page', ...groups],
      rows.map((row) => [row.label, ...groups.map((group) => String(row.mainThreadByGroup[group] ?? 0))]),
    ),
  );
  console.log(
    `\nLighthouse's CPU benchmark of this machine (median): ${rows.map((row) => row.benchmarkIndex).join(', ')}` +
      ' (a quiet modern desktop scores about 1500-2500; below 1000, expect lower performance scores).',
  );

  const misses = budgetMisses(rows);
  return { runs, budget: BUDGET, rows, misses };
}

/** The benchmark member's session, as a Cookie header. */
async function signIn() {
  const login = await fetch(`${siteUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  if (!login.ok) throw new Error(`Signing in the benchmark member failed: HTTP ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function pwaFigures(session) {
  console.log('\nPWA: Lighthouse 11 on /dashboard, signed in…');
  const result = pwaAudit({ url: `${siteUrl}/dashboard`, cookie: session, chromePath });
  for (const audit of result.audits) console.log(`  ${audit.score === 1 ? 'pass' : 'FAIL'}  ${audit.title}`);
  const misses = pwaMisses(result);
  if (new URL(result.url).pathname !== '/dashboard')
    misses.push(`PWA: ended at ${result.url}, not the signed-in dashboard`);
  return { ...result, misses };
}

async function loadFigures() {
  const session = await signIn();

  const runId = Date.now().toString(36);
  console.log(`\nLoad: ${loadSeconds} s per target at 50 connections (autocannon, loopback)…`);
  const result = await loadTest({
    siteUrl,
    minimalUrl: `http://localhost:${minimalPort}`,
    session,
    runId,
    seconds: loadSeconds,
  });
  console.log(`\n${loadTable(result.rows)}`);
  console.log(`\n${perRequestShares(result.rows)}`);
  return { runId, seconds: loadSeconds, ...result };
}

/**
 * Every write the server answered 2xx for is in the database once the server
 * has stopped. (A request the client gave up on may still have been stored:
 * the check is that nothing accepted is missing.)
 */
async function checkWrites(load) {
  const db = new PGlite(path.join(siteDataDir, 'pglite'));
  try {
    const present = async (table, emails) =>
      Number((await db.query(`select count(*) from ${table} where email = any($1)`, [emails])).rows[0].count);
    const subscribers = await present('subscribers', load.subscribed);
    const orders = await present('orders', load.purchased);
    const members = await present('members', load.purchased);
    console.log(
      `\nIn the database after the run: ${subscribers} of the ${load.subscribed.length} accepted subscriptions, ` +
        `orders for ${orders} and members for ${members} of the ${load.purchased.length} accepted purchases.`,
    );
    return [
      ...load.rows
        .filter((row) => row.errors > 0 || row.non2xx > 0)
        .map((row) => `${row.label}: ${row.errors} errors, ${row.non2xx} non-2xx answers`),
      ...(subscribers === load.subscribed.length
        ? []
        : [`${load.subscribed.length - subscribers} accepted subscriptions are missing`]),
      ...(orders === load.purchased.length && members === load.purchased.length
        ? []
        : [`accepted purchases without an order or a member: ${load.purchased.length - Math.min(orders, members)}`]),
    ];
  } finally {
    await db.close();
  }
}
