#!/usr/bin/env node
// `npm test`: every check there is, cheapest first, stopping at the first failure.
import { spawnSync } from 'node:child_process';

import { root } from './lib/build-state.mjs';

const steps = [
  ['types', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['generated content types', 'npm run --silent typegen:check'],
  ['unit tests', 'npx vitest run --project unit'],
  ['integration tests', 'bash scripts/ensure-poppler.sh && npx vitest run --project integration --reporter=verbose'],
  // Built for the browser tests' origin (playwright.config.ts), so their server reuses this build.
  [
    'build',
    `SITE_URL=http://localhost:${process.env.E2E_PORT ?? 3100} PORT=${process.env.E2E_PORT ?? 3100} npm run --silent build`,
  ],
  // A second build, with fake production secrets, into web/<dist dir>-secret-scan: none may reach the browser.
  ['secret scan', 'npx tsx scripts/secret-scan.ts'],
  ['studio build', 'npm run --silent studio:build'],
  ['browser tests', 'bash scripts/ensure-chromium.sh && npx playwright test'],
];

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
