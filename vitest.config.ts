import path from 'node:path';

import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

const shared = {
  resolve: {
    alias: {
      '@': path.join(root, 'web'),
      // `server-only` throws outside React's server build; tests run on the server side anyway.
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: 'unit',
          include: ['web/**/*.test.{ts,tsx}', 'studio/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/.next/**'],
        },
      },
      {
        ...shared,
        test: {
          name: 'integration',
          // Vitest's default, one fewer than the cores, leaves a core idle while tests wait on PostgreSQL and the disk.
          maxWorkers: 2,
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'api',
          // Each file runs a production server of its own (`npm run build` first; tests/api/support/server.ts),
          // which does the work while the test waits on it: two files at a time keep both cores busy.
          maxWorkers: 2,
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 90_000,
          // A server's start, and the member, sessions and purchase made before the tests.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
