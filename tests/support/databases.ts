import path from 'node:path';

import { migrate } from '@/lib/db/migrate';
import { openPGlite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database, Queryable } from '@/lib/db/types';

import { createScratchDatabase } from './scratch-database';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/migrations');

export interface TestDatabase {
  /** Shown in the test names, so the output tells which engine ran. */
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database of this engine. */
  open(): Promise<Database & { dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = await openPGlite();
    await migrate(db, MIGRATIONS_DIR);
    return Object.assign(db, { dispose: () => db.close() });
  },
};

/** A throwaway database on the server of TEST_DATABASE_URL, dropped afterwards. */
function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const scratch = await createScratchDatabase(adminUrl);
      const db = openPostgres(scratch.url, { max: 20 });
      await migrate(db, MIGRATIONS_DIR);
      return Object.assign(db, {
        async dispose() {
          await db.close();
          await scratch.drop();
        },
      });
    },
  };
}

/**
 * The engines every database test runs on: PGlite always, and the PostgreSQL
 * server of TEST_DATABASE_URL when it is set (CI sets it).
 */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** How many rows of `table` hold the address, in any letter case. */
export async function rowsWithEmail(
  db: Queryable,
  table: 'public.contact_messages' | 'public.subscribers' | 'public.waitlist',
  email: string,
): Promise<number> {
  const text = `select count(*)::int as n from ${table} where lower(email) = lower($1)`;
  const [row] = await db.query<{ n: number }>({ text, values: [email] });
  return row?.n ?? 0;
}
