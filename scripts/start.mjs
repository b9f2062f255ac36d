#!/usr/bin/env node
// `npm start`: builds the site when there is no build for the current sources,
// then serves it on PORT (default 3000) with ./serve.mjs.
import { spawnSync } from 'node:child_process';
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

await import('./serve.mjs');
