#!/usr/bin/env node
// `npm start`: builds the site when there is no build for the current sources,
// then serves the production build on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { buildIsCurrent, markBuilt, root } from './lib/build-state.mjs';

const web = path.join(root, 'web');
const nextBin = createRequire(path.join(web, 'package.json')).resolve('next/dist/bin/next');

if (!buildIsCurrent()) {
  console.log('No build for the current sources: building the site (this takes a minute)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: web, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markBuilt();
}

const port = process.env.PORT || '3000';
/**
 * How long an idle keep-alive connection stays open: longer than a load
 * balancer's or a client's own idle timeout (60 s on the common ones), so the
 * server never closes a connection at the moment the other side reuses it
 * (Node's 5 s default makes that race an occasional ECONNRESET or 502).
 */
const KEEP_ALIVE_MS = 65_000;
const server = spawn(
  process.execPath,
  [nextBin, 'start', '--port', port, '--keepAliveTimeout', String(KEEP_ALIVE_MS)],
  {
    cwd: web,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
