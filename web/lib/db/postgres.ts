import 'server-only';

import pg from 'pg';

import type { Database, Queryable, SqlQuery } from './types';

interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

function queryable(target: PgQueryable): Queryable {
  return {
    async query<R>(statement: SqlQuery<R>) {
      const result = await target.query(statement.text, statement.values);
      return result.rows as R[];
    },
    async exec(script: string) {
      await target.query(script);
    },
  };
}

/**
 * PostgreSQL over a connection string: Supabase's pooler in production, Debian's
 * server in CI. The pool is per process; every instance shares the database.
 */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('database: idle connection error:', error.message));
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
