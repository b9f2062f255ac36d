import { defineConfig, devices } from '@playwright/test';

// The production build on its own port and DATA_DIR, so tests never touch a developer's data.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

/** Specs that may run beside any other: own-server/ ones start their own server, these others only read. */
const BESIDE = ['own-server/**/*.spec.ts', 'public-pages.spec.ts', 'storefront-pages.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  // Fails the run if a test leaves a tracked file of the repository changed.
  globalSetup: './tests/e2e/support/tracked-files.ts',
  // Per data dir, so parallel runs (see E2E_DATA_DIR) never clean each other's artifacts.
  outputDir: `test-results/${E2E_DATA_DIR.replace(/[^\w-]+/g, '_')}`,
  fullyParallel: false,
  // Two lanes, one per project, each taking one file at a time: the specs that write to the
  // suite's one server (below) and its data, and beside them the ones that never do.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace of every test costs about a quarter of the suite's time; CI keeps only the log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'suite server', testIgnore: BESIDE, workers: 1, use: { ...devices['Desktop Chrome'] } },
    { name: 'beside', testMatch: BESIDE, workers: 1, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      'npx tsx --conditions=react-server tests/e2e/support/seed-members.ts',
      'node scripts/start.mjs',
    ].join(' && '),
    url: `http://localhost:${PORT}/`,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SITE_URL: `http://localhost:${PORT}`,
      // The tests play the proxy in front of the site: their X-Forwarded-For names the client.
      TRUSTED_PROXY_HOPS: '1',
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
