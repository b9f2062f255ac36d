#!/usr/bin/env node
// Fails when the generated content types are stale: regenerates them and compares.
// The regenerated files are left in place, so committing them is the fix.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { root } from './lib/build-state.mjs';

const generated = ['studio/schema.json', 'web/lib/content/sanity.types.ts'].map((file) => path.join(root, file));
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

const before = generated.map(read);
const run = spawnSync('npm', ['run', 'typegen', '--silent'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
if (run.status !== 0) {
  console.error(run.stdout.toString());
  process.exit(run.status ?? 1);
}
const stale = generated.filter((file, index) => read(file) !== before[index]);
if (stale.length > 0) {
  console.error(
    `Generated content types were stale: ${stale.map((file) => path.relative(root, file)).join(', ')}.\n` +
      'They have been regenerated; review and commit them (npm run typegen).',
  );
  process.exit(1);
}
console.log('Generated content types are up to date.');
