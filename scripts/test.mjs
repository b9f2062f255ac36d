#!/usr/bin/env node
// `npm test`: every check, cheapest first, stopping after the first stage that fails; a stage's steps run side by side.
import { spawn } from 'node:child_process';

import { root } from './lib/build-state.mjs';

const port = process.env.E2E_PORT ?? 3100;
/** A program the stage runs outside Node.js, installed from Debian when missing (scripts/ensure-debian.sh). */
const ensure = (programAndPackage) => `bash scripts/ensure-debian.sh ${programAndPackage}`;

const stages = [
  // The type check and the linter read the generated types, which the first stage rewrites.
  [
    ['generated content types', 'npm run --silent typegen:check'],
    ['unit tests', 'npx vitest run --project unit'],
  ],
  [
    ['types', 'npm run --silent typecheck'],
    ['lint', 'npm run --silent lint'],
  ],
  [
    [
      'integration tests',
      `${ensure('pdftotext poppler-utils')} && npx vitest run --project integration --reporter=verbose`,
    ],
  ],
  [
    // Built for the browser tests' origin (playwright.config.ts), so their server reuses this build.
    ['build', `SITE_URL=http://localhost:${port} PORT=${port} npm run --silent build`],
    ['studio build', 'npm run --silent studio:build'],
  ],
  // A second build, with fake production secrets: none may reach the browser.
  [['secret scan', 'npx tsx scripts/secret-scan.ts']],
  // Each on a server of the build above; alone, as either keeps both cores busy.
  [['API tests', 'npx vitest run --project api']],
  [['browser tests', `${ensure('"${CHROMIUM_PATH:-/usr/bin/chromium}" chromium')} && npx playwright test`]],
];

/** Runs one step; a step alone in its stage streams its output, the others print it whole at the end. */
function run([name, command], alone) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const child = spawn(command, { cwd: root, shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      console.log(code === 0 ? `✓ ${name} (${seconds}s)` : `\n✗ ${name} failed after ${seconds}s`);
      resolve(code === 0);
    });
  });
}

for (const steps of stages) {
  const passed = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  if (passed.includes(false)) process.exit(1);
}
console.log('\nAll checks passed.');
