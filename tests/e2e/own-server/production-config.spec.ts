import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { startOwnServer, stopOwnServer, waitUntilUp } from '../../support/own-server';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 98;
const dataDir = path.join(root, `${E2E_DATA_DIR}-production-config`);
/** What makes the embedded run "production": NODE_ENV=production and a site address other machines reach. */
const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://reset.example',
  SESSION_SECRET: 'production-config-session-secret-0123456789',
};

test.describe.configure({ mode: 'serial' });

for (const siteUrl of ['https://reset.example', 'http://shop.example']) {
  test(`a production server for ${siteUrl} without Stripe’s keys refuses to start, naming them, and says only that`, async () => {
    test.setTimeout(60_000);
    rmSync(dataDir, { recursive: true, force: true });
    const server = startOwnServer({ port, dataDir, env: { ...production, SITE_URL: siteUrl } });
    const exitCode = await server.exited;
    expect(exitCode).toBe(1);
    const log = readFileSync(server.log, 'utf8');
    expect(log).toContain('Cannot start: STRIPE_SECRET_KEY is required in production');
    expect(log).toContain('PAYMENTS_TEST_MODE=true');
    expect(log).not.toContain('listening');
  });
}

test('it starts in test mode when PAYMENTS_TEST_MODE=true asks for it', async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  const server = startOwnServer({ port, dataDir, env: { ...production, PAYMENTS_TEST_MODE: 'true' } });
  try {
    await waitUntilUp(server);
    expect(readFileSync(server.log, 'utf8')).toContain('payments: test mode (no real payment is taken)');

    // Over HTTPS the session cookie is __Host- prefixed; signing out must remove it with Secure and
    // Path=/, or the browser ignores the removal and keeps the cookie.
    const logout = await fetch(`http://127.0.0.1:${port}/api/logout`, {
      method: 'POST',
      headers: { cookie: '__Host-reset_session=stale' },
    });
    expect(logout.status).toBe(200);
    const removal = logout.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-reset_session='));
    expect(removal).toBeDefined();
    expect(removal).toMatch(/^__Host-reset_session=;/);
    expect(removal).toMatch(/; Secure/i);
    expect(removal).toMatch(/; Path=\//i);
    expect(removal).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  } finally {
    await stopOwnServer(server);
  }
});
