import { createServer, type Server, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sql } from '@/lib/db/sql';
import { openPostgres } from '@/lib/db/postgres';
import { DatabaseUnavailableError, type Database } from '@/lib/db/types';
import { createStripeProvider } from '@/lib/payments/stripe';
import { PaymentsUnavailableError } from '@/lib/payments/types';

import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

/**
 * The adapters tell "the service cannot be reached" (the route answers 503)
 * apart from "the request was wrong" (a fault of ours, 500), with real sockets:
 * a port nobody listens on, a server that accepts and never answers, and the
 * PostgreSQL server of TEST_DATABASE_URL when it is set.
 */

/** A TCP port that was free a moment ago and has nobody listening on it now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never says a word: a stalled pooler or a network partition. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('the PostgreSQL adapter when the database cannot be reached', () => {
  it('reports a refused connection as DatabaseUnavailableError, for statements and transactions', async () => {
    const db = openPostgres(`postgres://reset:secret@127.0.0.1:${await closedPort()}/reset`);
    try {
      await expect(db.query(sql`select 1`)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(db.transaction((tx) => tx.query(sql`select 1`))).rejects.toBeInstanceOf(DatabaseUnavailableError);
    } finally {
      await db.close();
    }
  });

  it('reports a server that never answers as DatabaseUnavailableError once the connect timeout passes', async () => {
    const silent = await silentServer();
    const db = openPostgres(`postgres://reset:secret@127.0.0.1:${silent.port}/reset`, { connectionTimeoutMillis: 300 });
    try {
      const started = Date.now();
      const failure = await db.query(sql`select 1`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await db.close();
      await silent.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the PostgreSQL adapter against a running server', () => {
  let scratch: ScratchDatabase;
  let db: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!);
    db = openPostgres(scratch.url, { query_timeout: 300 });
    await db.exec('create table items (id int primary key)');
  });

  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
  });

  it('reports a statement that outlives the query timeout as DatabaseUnavailableError', async () => {
    await expect(db.query(sql`select pg_sleep(2)`)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // The pool is usable again afterwards.
    expect(await db.query<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('passes a statement the server refuses through as the database error it is', async () => {
    await db.query(sql`insert into items (id) values (1)`);
    const duplicate = await db.query(sql`insert into items (id) values (1)`).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(pg.DatabaseError);
    expect(duplicate).toMatchObject({ code: '23505' });
    const misspelt = await db
      .transaction((tx) => tx.query(sql`select * from no_such_table`))
      .catch((error: unknown) => error);
    expect(misspelt).toBeInstanceOf(pg.DatabaseError);
    expect(misspelt).not.toBeInstanceOf(DatabaseUnavailableError);
  });
});

describe('the Stripe adapter when Stripe cannot serve the request', () => {
  const request = { amountCents: 990, currency: 'eur', email: 'buyer@example.com', idempotencyKey: 'checkout-1' };

  async function stripeAnswering(status: number, type: string) {
    const server = createHttpServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type, message: `answered ${status}` } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('reports an unreachable Stripe as PaymentsUnavailableError', async () => {
    const stripe = createStripeProvider({
      secretKey: 'sk_test_outage',
      apiBase: `http://127.0.0.1:${await closedPort()}`,
    });
    await expect(stripe.createIntent(request)).rejects.toBeInstanceOf(PaymentsUnavailableError);
    await expect(stripe.retrieveIntent('pi_outage0001')).rejects.toBeInstanceOf(PaymentsUnavailableError);
  });

  it('reports a failure on Stripe’s side (5xx) as PaymentsUnavailableError', async () => {
    const failing = await stripeAnswering(500, 'api_error');
    try {
      const stripe = createStripeProvider({ secretKey: 'sk_test_outage', apiBase: failing.url });
      await expect(stripe.createIntent(request)).rejects.toBeInstanceOf(PaymentsUnavailableError);
    } finally {
      await failing.close();
    }
  });

  it('passes a request Stripe refuses (4xx) through as Stripe’s own error', async () => {
    const refusing = await stripeAnswering(401, 'invalid_request_error');
    try {
      const stripe = createStripeProvider({ secretKey: 'sk_test_outage', apiBase: refusing.url });
      const failure = await stripe.createIntent(request).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PaymentsUnavailableError);
    } finally {
      await refusing.close();
    }
  });
});
