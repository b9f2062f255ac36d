import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { buyThroughApi } from './support/purchase';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(root, `${E2E_DATA_DIR}-crash`);
const mailDir = path.join(dataDir, 'mail');
const nextBin = createRequire(path.join(root, 'web/package.json')).resolve('next/dist/bin/next');

/** The production build the suite already made, served on its own port and data folder. */
function startServer(): ChildProcess {
  // Its own process group, so a kill takes every process of the server down at once, as a crash would.
  return spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: path.join(root, 'web'),
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: baseURL },
  });
}

async function waitUntilUp(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${baseURL}/`).catch(() => undefined))?.status, { timeout: 120_000 })
    .toBe(200);
}

const mailFor = (email: string) =>
  existsSync(mailDir)
    ? readdirSync(mailDir).filter((file) => readFileSync(path.join(mailDir, file), 'utf8').includes(`To: ${email}`))
    : [];

test('a server killed right after a payment delivers both e-mails exactly once when it starts again', async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });
  const email = `crash-${Date.now()}@example.com`;

  const first = startServer();
  const firstExited = new Promise((resolve) => first.once('exit', resolve));
  try {
    await waitUntilUp();
    const api = await playwrightRequest.newContext({ baseURL });
    await buyThroughApi(api, email);
    process.kill(-first.pid!, 'SIGKILL');
    await api.dispose();
  } catch (error) {
    process.kill(-first.pid!, 'SIGKILL');
    throw error;
  }
  await firstExited;

  const second = startServer();
  try {
    await waitUntilUp();
    // A message the killed server had claimed waits out its 30 s lease, then the 15 s worker sends it.
    await expect.poll(() => mailFor(email).length, { timeout: 120_000 }).toBe(2);
    // Give a second delivery run the chance to (wrongly) send again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const subjects = mailFor(email).map(
      (file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(mailDir, file), 'utf8'))?.[1],
    );
    expect(subjects.sort()).toEqual([
      'Welcome to your 24-Hour Reset: quick-start tips',
      'Your 24-Hour Reset: order confirmation and how to sign in',
    ]);
  } finally {
    if (second.exitCode === null) process.kill(-second.pid!, 'SIGTERM');
  }
});
