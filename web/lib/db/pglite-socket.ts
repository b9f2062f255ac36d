import 'server-only';

import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * One turn at the embedded database at a time, first come first served. PGlite is one Postgres session
 * for the whole process: the site takes a turn per statement or transaction, a socket client per
 * statement and for as long as its transaction is open, so neither runs inside the other's transaction.
 */
export class Gate {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => turn);
    return ready;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** As Postgres's idle_in_transaction_session_timeout: a forgotten BEGIN in psql cannot stall the site. */
const IDLE_IN_TRANSACTION_MS = 10_000;

export interface DatabaseSocket {
  address: string;
  close(): Promise<void>;
}

/** On 127.0.0.1, so psql, a GUI and `npm run member` work beside the running site; `port` 0 takes any. */
export async function serveOverSocket(db: PGlite, gate: Gate, port: number): Promise<DatabaseSocket> {
  let release: (() => void) | undefined;
  let stallTimer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  const letGo = () => {
    clearTimeout(stallTimer);
    release?.();
    release = undefined;
  };
  // Stopping drops every client, and the server rolls back the transaction of a client it drops: the stalled
  // client learns its transaction is gone (its COMMIT would only have warned), the others reconnect.
  const restart = () => {
    restarting = (async () => {
      await server.stop();
      console.warn(
        `database socket: a client kept a transaction open ${IDLE_IN_TRANSACTION_MS / 1000} s; ` +
          'it was rolled back and the socket clients disconnected.',
      );
      await server.start();
    })().catch((error: Error) => console.error('database socket: could not restart:', error.message));
  };
  // What the server uses of PGlite, each statement passed through the gate.
  const gated: Pick<PGlite, 'waitReady' | 'isInTransaction' | 'execProtocolRawStream' | 'runExclusive' | 'exec'> = {
    waitReady: db.waitReady,
    // Only a socket client's transaction counts: the site's own wait behind the gate.
    isInTransaction: () => release !== undefined && db.isInTransaction(),
    execProtocolRawStream: db.execProtocolRawStream.bind(db),
    async runExclusive(work) {
      clearTimeout(stallTimer);
      release ??= await gate.acquire();
      try {
        return await db.runExclusive(work);
      } finally {
        if (!db.isInTransaction()) letGo();
        else stallTimer = setTimeout(restart, IDLE_IN_TRANSACTION_MS);
      }
    },
    // The server's ROLLBACK for a client it drops.
    async exec(statement) {
      if (!release) return [];
      try {
        return await db.exec(statement);
      } finally {
        if (!db.isInTransaction()) letGo();
      }
    },
  };
  const server = new PGLiteSocketServer({ db: gated as PGlite, host: '127.0.0.1', port, maxConnections: 20 });
  await server.start();
  return {
    address: server.getServerConn(),
    async close() {
      await restarting;
      await server.stop();
    },
  };
}
