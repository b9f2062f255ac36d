import { spawn } from 'node:child_process';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const LOCK_TEST_PORT = Number(process.env.E2E_PORT ?? 3100) + 99;

test('a second server on the same DATA_DIR exits with a clear message and the first keeps working', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const second = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(LOCK_TEST_PORT), DATA_DIR: path.resolve(root, E2E_DATA_DIR) },
  });
  let output = '';
  second.stdout.on('data', (chunk) => (output += chunk));
  second.stderr.on('data', (chunk) => (output += chunk));
  const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));

  expect(exitCode).toBe(1);
  expect(output).toContain('is in use by another process');

  const response = await request.post('/api/subscribe', { data: { email: `still-up-${Date.now()}@example.com` } });
  expect(response.status()).toBe(200);
});
