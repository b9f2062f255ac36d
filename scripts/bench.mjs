#!/usr/bin/env node
// `npm run bench`: for / and /what-you-get, the gzipped JavaScript each page
// loads and its Lighthouse mobile scores (median of BENCH_RUNS runs, default 5,
// in Debian's Chromium), next to the same figures for a minimal Next.js page
// built here with the same framework: the floor, and what the site adds.
//
// Builds the site into web/.next-bench (only when the sources changed) and
// serves it with its own DATA_DIR, so it never touches a developer's build or data.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { measure } from './bench/measure.mjs';
import { writeMinimalApp } from './bench/minimal-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.data', 'bench');
const minimalDir = path.join(benchDir, 'minimal-app');
const nextBin = createRequire(path.join(root, 'web', 'package.json')).resolve('next/dist/bin/next');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const sitePort = Number(process.env.BENCH_PORT ?? 3310);
const minimalPort = sitePort + 1;

/** Budgets from the storefront issue. */
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, jsAboveFloorKb: 30 };

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
  ];
  const floor = rows[0].jsGzipBytes;
  const lines = rows.map((row) => [
    row.label,
    kb(row.jsGzipBytes).toFixed(1),
    row === rows[0] ? '—' : `+${kb(row.jsGzipBytes - floor).toFixed(1)}`,
    kb(row.jsWithPrefetchGzipBytes).toFixed(1),
    row.scores.performance,
    row.scores.accessibility,
    row.scores['best-practices'],
    row.scores.seo,
    row.lcpMs,
    row.cls,
    row.tbtMs,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const format = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
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

console.log('Building the minimal Next.js page (the floor)…');
writeMinimalApp(minimalDir, root);
const minimalBuild = spawnSync(process.execPath, [nextBin, 'build'], { cwd: minimalDir, encoding: 'utf8' });
if (minimalBuild.status !== 0) {
  console.error(minimalBuild.stdout, minimalBuild.stderr);
  process.exit(1);
}

console.log('Building (if needed) and starting the site…');
const site = serve(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NEXT_DIST_DIR: '.next-bench',
    PORT: String(sitePort),
    DATA_DIR: path.join(benchDir, 'data'),
    SITE_URL: `http://localhost:${sitePort}`,
  },
});
const minimal = serve(process.execPath, [nextBin, 'start', '--port', String(minimalPort)], { cwd: minimalDir });

try {
  await Promise.all([
    waitFor(`http://localhost:${sitePort}/`, site),
    waitFor(`http://localhost:${minimalPort}/`, minimal),
  ]);
  const targets = [
    ['minimal Next.js page (floor)', `http://localhost:${minimalPort}/`],
    ['/', `http://localhost:${sitePort}/`],
    ['/what-you-get', `http://localhost:${sitePort}/what-you-get`],
  ];
  const rows = [];
  for (const [label, url] of targets) {
    console.log(`Lighthouse ×${runs}: ${label}`);
    rows.push({ label, ...(await measure(url, { runs, chromePath })) });
  }

  console.log(
    `\nLighthouse mobile, median of ${runs} runs (${chromePath}). JavaScript gzipped at level 9: what the page runs,` +
      `\nand with the chunks Next.js prefetches for the links in view (other pages' code):\n`,
  );
  console.log(table(rows));

  const floor = rows[0].jsGzipBytes;
  console.log(
    `\nLighthouse's CPU benchmark of this machine (median): ${rows.map((row) => row.benchmarkIndex).join(', ')}` +
      ' (a quiet modern desktop scores about 1500-2500; below 1000, expect lower performance scores).',
  );

  const misses = rows
    .slice(1)
    .flatMap((row) => [
      ...['performance', 'accessibility', 'best-practices', 'seo']
        .filter((category) => row.scores[category] < BUDGET[category])
        .map((category) => `${row.label}: ${category} ${row.scores[category]} < ${BUDGET[category]}`),
      ...(kb(row.jsGzipBytes - floor) > BUDGET.jsAboveFloorKb
        ? [
            `${row.label}: ${kb(row.jsGzipBytes - floor).toFixed(1)} KB of JavaScript above the floor > ${BUDGET.jsAboveFloorKb} KB`,
          ]
        : []),
    ]);
  console.log(misses.length ? `\nOver budget:\n  ${misses.join('\n  ')}` : '\nEvery page is within budget.');

  const report = path.join(benchDir, 'results.json');
  writeFileSync(report, JSON.stringify({ measuredAt: new Date().toISOString(), runs, budget: BUDGET, rows }, null, 2));
  console.log(`Full results: ${path.relative(root, report)}`);
} finally {
  await Promise.all([stop(site), stop(minimal)]);
}
