import 'server-only';

import path from 'node:path';

import { getConfig, type DatabaseConfig } from '../env';
import { migrate } from './migrate';
import { openPGlite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export { sql } from './sql';
export type { Database, Queryable, SqlQuery } from './types';
export { DatabaseUnavailableError } from './types';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig, migrationsDir: string): Promise<Database> {
  const db = config.kind === 'pglite' ? await openPGlite(config.dir) : openPostgres(config.url);
  try {
    await migrate(db, migrationsDir);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

export function migrationsDir(projectRoot: string): string {
  return path.join(projectRoot, 'supabase', 'migrations');
}

// Next.js may evaluate this module more than once per process; one connection per process.
const globalForDb = globalThis as typeof globalThis & { __resetDb?: Promise<Database> };

/** The process's database, opened (and migrated) on first use. */
export function getDb(): Promise<Database> {
  if (!globalForDb.__resetDb) {
    const config = getConfig();
    const opening = openDatabase(config.database, migrationsDir(config.projectRoot));
    globalForDb.__resetDb = opening;
    // A failed open is not cached, so the next request tries again.
    opening.catch(() => {
      if (globalForDb.__resetDb === opening) globalForDb.__resetDb = undefined;
    });
  }
  return globalForDb.__resetDb;
}
