import 'server-only';

import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

import { PGlite, type Transaction } from '@electric-sql/pglite';

import { Gate, serveOverSocket, type DatabaseSocket } from './pglite-socket';
import type { Database, Queryable, SqlQuery } from './types';

/** Another process holds this data folder; PGlite would silently lose writes if shared. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** host:port of the holder's database socket. */
  socket?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `<dir>.lock`, taken over from a dead process: PGlite has no lock, and two processes corrupt one folder. */
export function acquireLock(dir: string): (() => void) & { announceSocket(address: string): void } {
  const lockFile = `${dir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  try {
    writeFileSync(lockFile, JSON.stringify(owner), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readLockOwner(lockFile);
    if (holder?.hostname !== owner.hostname || isAlive(holder.pid)) {
      throw new DatabaseLockedError(
        `The embedded database at ${dir} is in use by another process` +
          (holder ? ` (pid ${holder.pid}, started ${holder.startedAt})` : '') +
          '. PGlite serves one process only: stop the other server, give this one its own DATA_DIR, ' +
          'or set DATABASE_URL to share a PostgreSQL database.',
      );
    }
    rmSync(lockFile);
    return acquireLock(dir);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  // The support tools reach the holder's database through this socket.
  const announceSocket = (address: string) =>
    writeFileSync(lockFile, JSON.stringify({ ...owner, socket: address }), { mode: 0o600 });
  return Object.assign(release, { announceSocket });
}

/** The live process on this host that holds the embedded database at `dir`. */
export function runningHolder(dir: string): LockOwner | undefined {
  const holder = readLockOwner(`${dir}.lock`);
  return holder && holder.hostname === hostname() && isAlive(holder.pid) ? holder : undefined;
}

function readLockOwner(lockFile: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(lockFile, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

function queryable(target: PGlite | Transaction, gate?: Gate): Queryable {
  const turn = <T>(work: () => Promise<T>) => (gate ? gate.run(work) : work());
  return {
    async query<R>(statement: SqlQuery<R>) {
      const result = await turn(() => target.query<R>(statement.text, statement.values));
      return result.rows;
    },
    async exec(script: string) {
      await turn(() => target.exec(script));
    },
  };
}

/** Password hashes, sessions and addresses: only the server's own user may read them, whatever the umask. */
function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(full);
    else if (entry.isFile()) chmodSync(full, 0o600);
  }
}

/**
 * Opens PGlite in `dir` (in memory without one), through PGlite's own API: its `pg` shim breaks after the
 * first SQL error when pooled. With `socketPort`, also serves it there (taken: on a free port instead).
 */
export async function openPGlite(dir?: string, options: { socketPort?: number } = {}): Promise<Database> {
  const lock = dir ? acquireLock(dir) : undefined;
  let db: PGlite;
  let socket: DatabaseSocket | undefined;
  const gate = new Gate();
  try {
    if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
    db = dir ? await PGlite.create(dir) : await PGlite.create();
    if (dir) restrictToOwner(dir);
    if (options.socketPort !== undefined) {
      socket = await serveOverSocket(db, gate, options.socketPort).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE' || options.socketPort === 0) throw error;
        console.warn(`database socket: port ${options.socketPort} is taken; serving on a free port instead.`);
        return serveOverSocket(db, gate, 0);
      });
      lock?.announceSocket(socket.address);
    }
  } catch (error) {
    lock?.();
    throw error;
  }
  return {
    socketAddress: socket?.address,
    ...queryable(db, gate),
    transaction: (work) => gate.run(() => db.transaction((tx) => work(queryable(tx)))),
    async close() {
      await socket?.close();
      await gate.run(() => db.close());
      lock?.();
    },
  };
}
