import { ServiceUnavailableError } from '../service-unavailable';

/** A parameterised statement; `R` is the row type it yields. Build one with `sql`. */
export interface SqlQuery<R = Record<string, unknown>> {
  readonly text: string;
  readonly values: unknown[];
  readonly __row?: R;
}

/** What both a connection and an open transaction can do. */
export interface Queryable {
  query<R>(statement: SqlQuery<R>): Promise<R[]>;
  /** A script of several statements with no parameters (migrations). */
  exec(script: string): Promise<void>;
}

/** The database port: PGlite in an embedded run, PostgreSQL (Supabase) in production. */
export interface Database extends Queryable {
  /** host:port of an embedded database's Postgres socket. */
  readonly socketAddress?: string;
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The database cannot be reached or did not answer in time; routes answer 503. */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError';
}
