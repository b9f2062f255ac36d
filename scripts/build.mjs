#!/usr/bin/env node
// `npm run build`: a production build of the site, stamped so `npm start` reuses it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { markBuilt, root } from './lib/build-state.mjs';

const web = path.join(root, 'web');
const nextBin = createRequire(path.join(web, 'package.json')).resolve('next/dist/bin/next');
const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: web, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
markBuilt();
