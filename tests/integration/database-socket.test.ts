import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { migrationsDir, openForTool } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';
import { openPGlite } from '@/lib/db/pglite';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { createAccount, findMember } from '@/lib/support/member-tool';

import { MIGRATIONS_DIR } from '../support/databases';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The embedded server's socket: what psql, a GUI and `npm run member` reach while the site holds PGlite.
describe('the embedded database over its Postgres socket, beside the server that holds it', () => {
  let dataDir: string;
  let dir: string;
  let server: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'socket-'));
    dir = path.join(dataDir, 'pglite');
    server = await openPGlite(dir, { socketPort: 0 });
    await migrate(server, MIGRATIONS_DIR);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const client = async () => {
    const connection = new pg.Client({ connectionString: `postgres://postgres@${server.socketAddress}/postgres` });
    await connection.connect();
    return connection;
  };

  it('announces its address in the lock file the support tools read', () => {
    expect(server.socketAddress).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ socket: server.socketAddress });
  });

  it('lets the member tool work on the database the running server holds, and the server sees it at once', async () => {
    const tool = await openForTool({ kind: 'pglite', dir, socketPort: 'off' }, migrationsDir(ROOT));
    try {
      expect(tool.socketAddress).toBe(server.socketAddress);
      await createAccount(tool, { username: 'beside-the-site', email: 'beside@example.com' });
      expect((await findMember(tool, 'BESIDE@example.com'))?.member.username).toBe('beside-the-site');
    } finally {
      await tool.close();
    }
    expect((await findMember(server, 'beside-the-site'))?.member.email).toBe('beside@example.com');
  });

  it('answers psql-style queries on the tables support reads', async () => {
    const connection = await client();
    try {
      const { rows } = await connection.query(
        'select email, username, access_open from public.buyers where email = $1',
        ['beside@example.com'],
      );
      expect(rows).toEqual([{ email: 'beside@example.com', username: 'beside-the-site', access_open: true }]);
    } finally {
      await connection.end();
    }
  });

  it('never runs the site’s statements inside a socket client’s open transaction, nor the reverse', async () => {
    const connection = await client();
    try {
      await connection.query('begin');
      await connection.query(`insert into public.waitlist (email) values ('rolled-back@example.com')`);
      // The site waits for the client's transaction rather than joining it.
      let siteDone = false;
      const site = server
        .query(sql`insert into public.waitlist (email) values ('kept@example.com')`)
        .then(() => (siteDone = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(siteDone).toBe(false);
      await connection.query('rollback');
      await site;

      // And a client's statement waits for a site transaction instead of landing in it.
      const siteTransaction = server.transaction(async (tx) => {
        await tx.query(sql`insert into public.waitlist (email) values ('site-rollback@example.com')`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        throw new Error('the site rolls back');
      });
      const clientInsert = connection.query(`insert into public.waitlist (email) values ('client-kept@example.com')`);
      await expect(siteTransaction).rejects.toThrow('the site rolls back');
      await clientInsert;
    } finally {
      await connection.end();
    }
    const emails = (await server.query<{ email: string }>(sql`select email from public.waitlist order by email`)).map(
      (row) => row.email,
    );
    expect(emails).toEqual(['client-kept@example.com', 'kept@example.com']);
  });

  it('rolls back and disconnects a client that leaves a transaction open, and serves the next one', async () => {
    const forgetful = await client();
    const dropped = new Promise((resolve) => forgetful.once('error', resolve));
    await forgetful.query('begin');
    await forgetful.query(`insert into public.subscribers (email) values ('forgotten@example.com')`);
    await server.query(sql`insert into public.subscribers (email) values ('not-stalled@example.com')`);
    await dropped;
    const next = await vi.waitFor(client);
    try {
      const { rows } = await next.query('select email from public.subscribers order by email');
      expect(rows).toEqual([{ email: 'not-stalled@example.com' }]);
    } finally {
      await next.end();
    }
  }, 30_000);
});
