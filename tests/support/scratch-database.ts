import { randomBytes } from 'node:crypto';

import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL server of `adminUrl`, named `<prefix>_<random>`. */
export async function createScratchDatabase(adminUrl: string, prefix = 'reset_test'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
