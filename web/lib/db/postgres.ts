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
 * How long a request waits for a connection (a new one, or a free one from a
 * full pool) and for the answer to any one statement. pg waits forever by
 * default, so a database that stops answering (a network partition, a stalled
 * pooler) would hold every request open; with these limits the request fails
 * and the route answers 503. Every statement the site runs takes milliseconds.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const QUERY_TIMEOUT_MS = 15_000;

export interface PostgresOptions {
  max?: number;
  connectTimeoutMs?: number;
  /** 0 for none: `npm run db:migrate`, where one statement may build an index on a large table. */
  queryTimeoutMs?: number;
}

/**
 * PostgreSQL over a connection string: Supabase's pooler in production, Debian's
 * server in CI. The pool is per process; every instance shares the database.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('database: idle connection error:', error.message));
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      let discard: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (error instanceof pg.DatabaseError) {
          // The server refused a statement: the connection is sound, so roll back and reuse it.
          await client.query('rollback').catch((rollbackError: Error) => (discard = rollbackError));
        } else {
          // Lost, timed out or failed outside SQL: the connection's state is unknown. Drop it
          // rather than wait on a rollback that may never answer; the server rolls back when
          // the connection closes.
          discard = error instanceof Error ? error : new Error(String(error));
        }
        throw error;
      } finally {
        client.release(discard);
      }
    },
    close: () => pool.end(),
  };
}
