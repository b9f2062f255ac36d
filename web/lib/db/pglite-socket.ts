import 'server-only';

import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer, type PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/**
 * One turn at the embedded database at a time, first come first served. The
 * site takes it for each statement or transaction; a client of the socket
 * takes it for each statement, and keeps it while it has a transaction open,
 * so neither ever runs a statement inside the other's transaction (PGlite is
 * one Postgres session shared by everything in the process).
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

/**
 * A socket client may keep a transaction open this long between two
 * statements while the site waits; then it is rolled back and the client
 * disconnected (as Postgres's idle_in_transaction_session_timeout does), so a
 * forgotten BEGIN in psql cannot stall the site.
 */
export const SOCKET_IDLE_IN_TRANSACTION_MS = 10_000;

/** The parts of PGlite the socket server uses, with every statement passed through the gate. */
function gatedFacade(db: PGlite, gate: Gate, onStalled: () => void) {
  let release: (() => void) | undefined;
  let stallTimer: NodeJS.Timeout | undefined;
  const letGo = () => {
    clearTimeout(stallTimer);
    release?.();
    release = undefined;
  };
  return {
    get waitReady() {
      return db.waitReady;
    },
    // Only a transaction the socket's clients hold counts: the site's own ones are behind the gate.
    isInTransaction: () => release !== undefined && db.isInTransaction(),
    execProtocolRawStream: db.execProtocolRawStream.bind(db),
    async runExclusive<T>(work: () => Promise<T>): Promise<T> {
      clearTimeout(stallTimer);
      release ??= await gate.acquire();
      try {
        return await db.runExclusive(work);
      } finally {
        if (!db.isInTransaction()) letGo();
        else stallTimer = setTimeout(onStalled, SOCKET_IDLE_IN_TRANSACTION_MS);
      }
    },
    // The socket server rolls back the transaction of a client that disconnects.
    async exec(statement: string) {
      if (!release) return [];
      try {
        return await db.exec(statement);
      } finally {
        if (!db.isInTransaction()) letGo();
      }
    },
    /** Ends a client's transaction left open too long; returns whether there was one. */
    async abandonTransaction(): Promise<boolean> {
      if (!release) return false;
      if (db.isInTransaction()) await db.exec('ROLLBACK');
      letGo();
      return true;
    },
  };
}

export interface DatabaseSocket {
  /** host:port, for psql and the support tools. */
  address: string;
  close(): Promise<void>;
}

/**
 * Serves the embedded database over the Postgres protocol on 127.0.0.1, in
 * this process, so psql, a Postgres GUI and `npm run member` work beside the
 * running site. `port` 0 takes any free port.
 */
export async function serveOverSocket(db: PGlite, gate: Gate, port: number): Promise<DatabaseSocket> {
  // Set once started; the stall handler (which can only fire after that) reaches the connections through it.
  const started: { server?: PGLiteSocketServer } = {};
  const facade = gatedFacade(db, gate, () => {
    void (async () => {
      // Disconnect first, so the client learns its transaction is gone rather than being told COMMIT warned.
      // The server keeps its connections and the transaction's owner private; reached with care.
      const inside = started.server as unknown as {
        handlers?: Set<PGLiteSocketHandler>;
        queryQueue?: { lastHandlerId?: number | null };
      };
      const owner = inside.queryQueue?.lastHandlerId;
      for (const handler of inside.handlers ?? []) {
        if (owner == null || handler.handlerId === owner) await handler.detach(true).catch(() => {});
      }
      if (await facade.abandonTransaction()) {
        console.warn(
          `database socket: a client kept a transaction open ${SOCKET_IDLE_IN_TRANSACTION_MS / 1000} s ` +
            'while the site waited; it was rolled back and the client disconnected.',
        );
      }
    })();
  });
  const server = new PGLiteSocketServer({
    db: facade as unknown as PGlite,
    host: '127.0.0.1',
    port,
    maxConnections: 20,
  });
  await server.start();
  started.server = server;
  const address = server.getServerConn();
  return {
    address,
    close: async () => {
      await server.stop();
      await facade.abandonTransaction();
    },
  };
}
