import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GET } from '@/app/api/cron/outbox/route';
import { enqueueEmail } from '@/lib/db/outbox';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { loadConfig, type Config } from '@/lib/env';
import { CRON_MESSAGES } from '@/lib/http/cron';

import { testDatabases } from '../support/databases';

const SECRET = 'a-cron-secret-for-the-outbox-test-0123';
const root = path.resolve(import.meta.dirname, '../..');

// The route reads the process's configuration and database; the test sets both, as a server's start would.
const process_ = globalThis as typeof globalThis & { __resetConfig?: Config; __resetDb?: Promise<Database> };

function useConfig(env: Record<string, string>): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cron-outbox-'));
  process_.__resetConfig = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, SITE_URL: 'https://reset.example', PAYMENTS_TEST_MODE: 'true', ...env },
    root,
  );
  return path.join(dataDir, 'mail');
}

const run = (authorization?: string) =>
  GET(
    new Request('https://reset.example/api/cron/outbox', {
      headers: authorization === undefined ? {} : { authorization },
    }),
  );

describe.each(testDatabases())('the scheduled outbox run on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let mailDir: string;
  let counter = 0;
  const queueWelcome = async () => {
    const recipient = `cron-${Date.now().toString(36)}-${counter++}@example.com`;
    await enqueueEmail(db, {
      kind: 'welcome',
      recipient,
      dedupeKey: `welcome:${recipient}`,
      payload: { username: 'cron' },
    });
    return recipient;
  };
  const mailTo = (recipient: string) =>
    (existsSync(mailDir) ? readdirSync(mailDir) : []).filter((file) =>
      readFileSync(path.join(mailDir, file), 'utf8').includes(`To: ${recipient}`),
    );

  beforeAll(async () => {
    db = await engine.open();
    process_.__resetDb = Promise.resolve(db);
  });
  afterAll(async () => {
    delete process_.__resetDb;
    delete process_.__resetConfig;
    await db.dispose();
  });

  it('answers 503 with what to set while CRON_SECRET is not configured, and sends nothing', async () => {
    mailDir = useConfig({});
    const recipient = await queueWelcome();
    for (const header of [undefined, 'Bearer ', `Bearer ${SECRET}`]) {
      const answer = await run(header);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: CRON_MESSAGES.notConfigured });
    }
    const [row] = await db.query<{ sent: boolean }>(
      sql`select sent_at is not null as sent from internal.email_outbox where recipient = ${recipient}`,
    );
    expect(row?.sent).toBe(false);
  });

  it('answers 401 without the secret or with a wrong one, and sends nothing', async () => {
    mailDir = useConfig({ CRON_SECRET: SECRET });
    const recipient = await queueWelcome();
    const wrong = [
      undefined,
      '',
      SECRET,
      `Basic ${SECRET}`,
      `Bearer ${SECRET}x`,
      `Bearer ${SECRET.slice(1)}`,
      'Bearer',
    ];
    for (const header of wrong) {
      const answer = await run(header);
      expect(answer.status, String(header)).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.json()).toEqual({ error: CRON_MESSAGES.unauthorized });
    }
    expect(mailTo(recipient)).toEqual([]);
  });

  it('with the secret, delivers each due message once, however many runs overlap', async () => {
    mailDir = useConfig({ CRON_SECRET: SECRET });
    const recipients = [await queueWelcome(), await queueWelcome(), await queueWelcome()];

    const answers = await Promise.all([run(`Bearer ${SECRET}`), run(`Bearer ${SECRET}`)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const counts = (await Promise.all(answers.map((answer) => answer.json()))) as { sent: number; failed: number }[];
    // Everything due (the earlier tests' messages too) went out once between the two runs.
    expect(counts.every((count) => count.failed === 0)).toBe(true);
    expect(counts[0]!.sent + counts[1]!.sent).toBe(5);
    for (const recipient of recipients) expect(mailTo(recipient)).toHaveLength(1);

    // Nothing is due any more: a third run sends nothing.
    expect(await (await run(`Bearer ${SECRET}`)).json()).toEqual({ sent: 0, failed: 0 });
  });
});
