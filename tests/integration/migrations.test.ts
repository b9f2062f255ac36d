import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMigrations, migrate } from '@/lib/db/migrate';
import { sql } from '@/lib/db/sql';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';

import { MIGRATIONS_DIR, testDatabases } from '../support/databases';
import { createScratchDatabase } from '../support/scratch-database';

describe.each(testDatabases())('migrations on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('records every migration in the Supabase CLI table, by version and name', async () => {
    const rows = await db.query<{ version: string; name: string }>(
      sql`select version, name from supabase_migrations.schema_migrations order by version`,
    );
    expect(rows).toEqual(listMigrations(MIGRATIONS_DIR).map(({ version, name }) => ({ version, name })));
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db, MIGRATIONS_DIR)).toEqual([]);
  });

  it('enables row level security on every table of the schemas the site owns (public, internal)', async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(sql`
      select c.relname, c.relrowsecurity from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'internal') and c.relkind = 'r'
    `);
    expect(rows.map((row) => row.relname)).toEqual(expect.arrayContaining(['rate_limits', 'content_revalidations']));
    expect(rows.filter((row) => !row.relrowsecurity).map((row) => row.relname)).toEqual([]);
  });

  it('comments every table of the schemas the site owns', async () => {
    const rows = await db.query<{ relname: string }>(sql`
      select c.relname from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'internal') and c.relkind = 'r' and obj_description(c.oid, 'pg_class') is null
    `);
    expect(rows).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL, from several instances at once', () => {
  it('applies each migration once when instances start together on an empty database', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const instances = [0, 1, 2].map(() => openPostgres(scratch.url, { max: 2 }));
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db, MIGRATIONS_DIR)));
      const all = listMigrations(MIGRATIONS_DIR).map(({ version, name }) => `${version}_${name}`);
      expect(applied.flat().sort()).toEqual(all);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await scratch.drop();
    }
  });
});
