import 'server-only';

import pg from 'pg';

import { DatabaseUnavailableError, type Database, type Queryable, type SqlQuery } from './types';

interface PgQueryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * SQLSTATEs that say the server cannot serve us now, not that a statement was
 * wrong: connection exceptions (08), insufficient resources such as too many
 * connections (53), the server shutting down or starting (57P01-57P03), and a
 * statement cancelled by its timeout (57014).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3]$|57014$)/;
/** Errors of the socket under a connection. */
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

/** Whether `error` means the database could not be reached or did not answer, rather than a fault in a statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (error instanceof pg.DatabaseError) return typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code);
  if (typeof code === 'string' && UNAVAILABLE_ERRNO.has(code)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** Rethrows a connection failure as the port's DatabaseUnavailableError, anything else as it is. */
function rethrow(error: unknown): never {
  if (isConnectionFailure(error)) {
    throw new DatabaseUnavailableError(`The database cannot be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  throw error;
}

function queryable(target: PgQueryable): Queryable {
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
