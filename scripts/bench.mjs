#!/usr/bin/env node
// `npm run bench [lighthouse] [load] [flood]` (the first two by default): the site's figures
// beside a bare Next.js app built here with the same framework (the floor), each budget
// against the floor of the same run. The site is built into web/.next-bench (only when its
// sources changed) and served with a fresh DATA_DIR, away from a developer's build and data.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { floodMisses, floodRows } from './bench/flood.mjs';
import { lighthouseMisses, lighthouseRows, lighthouseTable, NOT_FOUND_PATH, PAGES } from './bench/lighthouse.mjs';
import { loadMisses, loadRows, loadTable } from './bench/load.mjs';
import { root } from './lib/build-state.mjs';

const benchDir = path.join(root, '.data', 'bench');
const nextBin = createRequire(path.join(root, 'web', 'package.json')).resolve('next/dist/bin/next');
const sitePort = Number(process.env.BENCH_PORT ?? 3310);
const siteUrl = `http://localhost:${sitePort}`;
const floorUrl = `http://localhost:${sitePort + 1}`;
// The same floor with Cache Components, which the site uses: what that mode itself costs, for comparison only.
const cacheFloorUrl = `http://localhost:${sitePort + 2}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const pages = process.env.BENCH_PAGES?.split(',') ?? PAGES;
const parts = process.argv.length > 2 ? process.argv.slice(2) : ['lighthouse', 'load'];

const floorApp = (cacheComponents) => ({
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': `export default ${JSON.stringify({ turbopack: { root }, outputFileTracingRoot: root, poweredByHeader: false, cacheComponents })};\n`,
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'A bare Next.js page, the floor of the storefront.' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}\n`,
  'app/page.jsx': `export default function Page() {
  return <main><h1>Hello</h1><p>The framework's own JavaScript and nothing else.</p></main>;
}\n`,
  // Reading a header makes the page render for each request.
  'app/per-request/page.jsx': `import { headers } from 'next/headers';
${cacheComponents ? 'export const instant = false;\n' : ''}export default async function Page() {
  return <main><h1>Hello</h1><p>Rendered for {(await headers()).get('user-agent')}.</p></main>;
}\n`,
  'app/api/hello/route.js': `import { headers } from 'next/headers';
export async function GET() {
  return Response.json({ agent: (await headers()).get('user-agent') });
}\n`,
});

// Each server runs in its own process group: `next start` forks a next-server that a
// signal to its parent alone would leave running on the port.
const servers = [];
process.on('exit', () => {
  for (const child of servers) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms, true));
const listening = (url) => fetch(url).catch(() => undefined);

async function serve(url, args, options) {
  const log = path.join(benchDir, `${new URL(url).port}.log`);
  const output = openSync(log, 'w');
  const child = spawn(process.execPath, args, { ...options, detached: true, stdio: ['ignore', output, output] });
  servers.push(child);
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited: see ${log}`);
    if ((await listening(url))?.ok) return;
  }
  throw new Error(`${url} did not answer within 10 minutes: see ${log}`);
}

async function post(pathname, body, cookie = '') {
  const headers = { 'content-type': 'application/json', origin: siteUrl, cookie };
  const answer = await fetch(`${siteUrl}${pathname}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`POST ${pathname} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}
const cookiesOf = (answer) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** A member made as a buyer makes one, with the test card, then signed in: their session cookie. */
async function memberSession() {
  const intent = await post('/api/create-payment-intent', { amount: 9.9, email: 'bench-member@example.com' });
  const checkout = cookiesOf(intent);
  const { clientSecret } = await intent.json();
  const card = { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };
  const { paymentIntentId } = await (await post('/api/test-payments/confirm', card, checkout)).json();
  let credentials;
  do {
    credentials = await fetch(`${siteUrl}/api/payment-success/${paymentIntentId}`, { headers: { cookie: checkout } });
  } while (credentials.status === 202 && (await sleep(200)));
  const { username, password } = await credentials.json();
  return cookiesOf(await post('/api/login', { username, password }));
}

for (const url of [siteUrl, floorUrl, cacheFloorUrl]) {
  if (await listening(url)) {
    console.error(`${url} is in use; stop what runs there or set BENCH_PORT.`);
    process.exit(1);
  }
}
rmSync(benchDir, { recursive: true, force: true });
console.log('Building the floors, then building the site if its sources changed…');
for (const cacheComponents of [false, true]) {
  const url = cacheComponents ? cacheFloorUrl : floorUrl;
  const floorDir = path.join(benchDir, cacheComponents ? 'floor-cache-components' : 'floor');
  for (const [name, text] of Object.entries(floorApp(cacheComponents))) {
    mkdirSync(path.dirname(path.join(floorDir, name)), { recursive: true });
    writeFileSync(path.join(floorDir, name), text);
  }
  const floorBuild = spawnSync(process.execPath, [nextBin, 'build'], { cwd: floorDir, encoding: 'utf8' });
  if (floorBuild.status !== 0) throw new Error(`The floor did not build:\n${floorBuild.stdout}${floorBuild.stderr}`);
  await serve(url, [nextBin, 'start', '--port', new URL(url).port], { cwd: floorDir });
}
await serve(siteUrl, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
    PORT: String(sitePort),
    SITE_URL: siteUrl,
    DATA_DIR: path.join(benchDir, 'data'),
    // The flood plays the proxy in front of the site: its X-Forwarded-For names the client.
    TRUSTED_PROXY_HOPS: '1',
  },
});

const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node.js ${process.version}`;
const report = { measuredAt: new Date().toISOString(), commit, machine };
const misses = [];
console.log(`${report.measuredAt}, ${commit}, ${machine}`);

if (parts.includes('lighthouse')) {
  const targets = [{ page: 'floor (bare Next.js page)', url: `${floorUrl}/` }];
  // Lighthouse measures a page whatever its status, so a broken page must not pass for a fast one.
  for (const page of pages) {
    const status = (await fetch(`${siteUrl}${page}`, { redirect: 'manual' })).status;
    if (status !== (page === NOT_FOUND_PATH ? 404 : 200)) throw new Error(`${page} answered ${status}`);
    targets.push({ page, url: `${siteUrl}${page}` });
  }
  console.log(`\nLighthouse mobile ×${runs} per page, medians:`);
  const rows = await lighthouseRows(targets, { runs, chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  console.table(lighthouseTable(rows));
  console.log(`Lighthouse's CPU benchmark index of this machine: ${rows.map((row) => row.benchmarkIndex).join(', ')}`);
  report.lighthouse = { runs, rows };
  misses.push(...lighthouseMisses(rows));
}
const cookie = parts.includes('load') || parts.includes('flood') ? await memberSession() : '';
if (parts.includes('load')) {
  console.log(`\nLoad: autocannon, 50 connections, ${seconds} s per target; single: median of 9 requests alone`);
  const rows = await loadRows({ siteUrl, floorUrl, cacheFloorUrl, cookie, seconds });
  console.table(loadTable(rows));
  report.load = { seconds, rows };
  misses.push(...loadMisses(rows));
}
if (parts.includes('flood')) {
  console.log(`\nFlood: 40 connections, ${seconds} s each, a member asking for GET /api/user meanwhile`);
  report.flood = await floodRows({ siteUrl, cookie, seconds });
  console.table(report.flood);
  misses.push(...floodMisses(report.flood));
}

report.misses = misses;
writeFileSync(path.join(benchDir, 'results.json'), JSON.stringify(report, null, 2));
console.log(misses.length ? `\nOver budget:\n  ${misses.join('\n  ')}` : '\nEvery figure is within budget.');
console.log('Results: .data/bench/results.json');
process.exit(misses.length ? 1 : 0);
