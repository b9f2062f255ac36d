import 'server-only';

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { sql } from './sql';
import type { Database } from './types';

const MIGRATION_FILE = /^(\d+)_(\w+)\.sql$/;

/** The files of `supabase/migrations/`, in the order the Supabase CLI applies them. */
export function listMigrations(dir: string) {
  return readdirSync(dir)
    .flatMap((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
      return version && name ? [{ version, name, file: path.join(dir, file) }] : [];
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Applies each migration not yet recorded in its own transaction, recording it where the Supabase CLI
 * looks, so `supabase db push` and the site agree. An advisory lock lets several instances start at once.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  // Under the lock too: `create … if not exists` run by two instances at once fails in one of them.
  await db.transaction(async (tx) => {
    await tx.query(sql`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
    `);
  });
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(sql`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
      const done = await tx.query(
        sql`select 1 from supabase_migrations.schema_migrations where version = ${migration.version}`,
      );
      if (done.length > 0) return false;
      const script = readFileSync(migration.file, 'utf8');
      await tx.exec(script);
      await tx.query(sql`
        insert into supabase_migrations.schema_migrations (version, name, statements)
        values (${migration.version}, ${migration.name}, ${[script]})
      `);
      return true;
    });
    if (ran) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
