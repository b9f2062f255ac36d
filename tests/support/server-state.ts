import path from 'node:path';

import type { Database } from '@/lib/db/types';
import { loadConfig, type Config } from '@/lib/env';

/** What a server's start keeps for the whole process: its configuration, database and content adapter. */
const server = globalThis as typeof globalThis & {
  __resetConfig?: Config;
  __resetDb?: Promise<Database>;
  __resetContent?: unknown;
};

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Sets what a server's start would, so code that reads the process's state
 * (a route, a page's loader) runs here on `db` with `env`; the content adapter
 * is made afresh from that configuration on first use.
 */
export function startServerState(db: Database, env: Record<string, string>): void {
  server.__resetDb = Promise.resolve(db);
  server.__resetConfig = loadConfig({ NODE_ENV: 'test', ...env }, root);
  delete server.__resetContent;
}

/** Forgets what `startServerState` set, so the next test file starts clean. */
export function endServerState(): void {
  delete server.__resetDb;
  delete server.__resetConfig;
  delete server.__resetContent;
}
