import { ServiceUnavailableError } from '../service-unavailable';

/** A parameterised statement; `R` is the row type it yields. Build one with `sql`. */
export interface SqlQuery<R = Record<string, unknown>> {
  readonly text: string;
  readonly values: unknown[];
  /** Carries the row type only; never set. */
  readonly __row?: R;
}

/** What both a connection and an open transaction can do. */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<R>(statement: SqlQuery<R>): Promise<R[]>;
  /** Runs a script of several statements with no parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** The database port: PGlite in an embedded run, PostgreSQL (Supabase) in production. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** An embedded server's Postgres socket (host:port), when it serves one. */
  readonly socketAddress?: string;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database cannot be reached or did not answer in time; routes answer 503. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError';
}
