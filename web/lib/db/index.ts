import 'server-only';

import path from 'node:path';

import { getConfig, type DatabaseConfig } from '../env';
import { migrate } from './migrate';
import { openPGlite, runningHolder } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

/** Opens the configured database and brings its schema up to date; only the server asks to `serve` its socket. */
export async function openDatabase(
  config: DatabaseConfig,
  migrationsDir: string,
  options: { serve?: boolean } = {},
): Promise<Database> {
  const socketPort =
    options.serve && config.kind === 'pglite' && config.socketPort !== 'off' ? config.socketPort : undefined;
  const db = config.kind === 'pglite' ? await openPGlite(config.dir, { socketPort }) : openPostgres(config.url);
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

export function getDb(): Promise<Database> {
  if (!globalForDb.__resetDb) {
    const config = getConfig();
    const opening = openDatabase(config.database, migrationsDir(config.projectRoot), { serve: true });
    globalForDb.__resetDb = opening;
    // A failed open is not cached, so the next request tries again.
    opening.catch(() => {
      if (globalForDb.__resetDb === opening) globalForDb.__resetDb = undefined;
    });
  }
  return globalForDb.__resetDb;
}

/** The database for a support tool: an embedded one a live server holds is reached through its socket. */
export async function openForTool(config: DatabaseConfig, migrations: string): Promise<Database> {
  const holder = config.kind === 'pglite' ? runningHolder(config.dir) : undefined;
  if (holder?.socket) {
    const db = openPostgres(`postgres://postgres@${holder.socket}/postgres`, { max: 1 });
    return Object.assign(db, { socketAddress: holder.socket });
  }
  return openDatabase(config, migrations);
}
