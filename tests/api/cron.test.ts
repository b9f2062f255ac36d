// The e-mail outbox's scheduled run, as a scheduler reaches it on a production
// server: refused without its bearer secret, and run with it. (Every answer and
// "once across overlapping runs" are tested against both databases in
// tests/integration/cron-outbox.test.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, it } from 'vitest';

import { useApiServer } from './support/server';

const CRON_SECRET = 'e2e-cron-secret-0123456789abcdef';

const server = useApiServer('cron', 66, { signedIn: false, env: { CRON_SECRET } });

const run = (authorization?: string) =>
  server.api('/api/cron/outbox', { method: 'GET', origin: null, headers: { authorization } });

it('GET /api/cron/outbox is refused without the secret or with a wrong one', async () => {
  for (const authorization of [undefined, `Bearer ${CRON_SECRET.slice(0, -1)}`, CRON_SECRET]) {
    const answer = await run(authorization);
    expect(answer.status, String(authorization)).toBe(401);
    expect(answer.json).toEqual({ error: expect.stringContaining('CRON_SECRET') });
  }
});

it('with the secret it delivers what is due, each message once, and answers the counts', async () => {
  const subject = `Cron run ${Date.now().toString(36)}`;
  const sent = await server.api('/api/contact', {
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject, message: 'Sent before a scheduled run.' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(sent.status, sent.text).toBe(201);

  const answers = await Promise.all([run(`Bearer ${CRON_SECRET}`), run(`Bearer ${CRON_SECRET}`)]);
  for (const answer of answers) {
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ sent: expect.any(Number), failed: 0 });
  }
  // The form's own send may have gone first; either way the message went out exactly once.
  const mailDir = path.join(server.dataDir, 'mail');
  await expect
    .poll(
      () =>
        (existsSync(mailDir) ? readdirSync(mailDir) : []).filter((file) =>
          readFileSync(path.join(mailDir, file), 'utf8').includes(subject),
        ),
      { timeout: 10_000 },
    )
    .toHaveLength(1);
  expect(await run(`Bearer ${CRON_SECRET}`)).toMatchObject({ status: 200, json: { sent: 0, failed: 0 } });
});
