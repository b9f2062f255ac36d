import 'server-only';

import pg from 'pg';

import { DatabaseUnavailableError, type Database, type Queryable, type SqlQuery } from './types';

/** The server cannot serve us now: connection (08), resources (53), shutdown or start (57P01-3), timeout (57014). */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3]$|57014$)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** pg and pg-pool report a lost or silent connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'is not queryable',
];

/** Whether the database could not be reached or did not answer, rather than a statement being at fault. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (error instanceof pg.DatabaseError) return typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code);
  if (typeof code === 'string' && UNAVAILABLE_ERRNO.has(code)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

function rethrow(error: unknown): never {
  if (isConnectionFailure(error)) {
    throw new DatabaseUnavailableError(`The database cannot be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  throw error;
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(statement: SqlQuery<R>) {
      const result = await target.query(statement.text, statement.values).catch(rethrow);
      return result.rows as R[];
    },
    async exec(script: string) {
      await target.query(script).catch(rethrow);
    },
  };
}

/** PostgreSQL over a connection string (Supabase's pooler in production); one pool per process. */
export function openPostgres(url: string, options: pg.PoolConfig = {}): Database {
  // pg waits forever by default: a database that stops answering would hold every request open, not answer 503.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    ...options,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('database: idle connection error:', error.message));
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect().catch(rethrow);
      let discard: Error | undefined;
      try {
        const tx = queryable(client);
        await tx.exec('begin');
        const result = await work(tx);
        await tx.exec('commit');
        return result;
      } catch (error) {
        if (error instanceof pg.DatabaseError) {
          // The server refused a statement: the connection is sound, so roll back and reuse it.
          await client.query('rollback').catch((rollbackError: Error) => (discard = rollbackError));
        } else {
          // The connection's state is unknown: drop it rather than wait on a rollback that may never answer.
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
