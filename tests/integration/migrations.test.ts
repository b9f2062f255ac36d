import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMigrations, migrate } from '@/lib/db/migrate';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';

import { MIGRATIONS_DIR, testDatabases } from '../support/databases';

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
