import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import pg from 'pg';

import { E2E_DATA_DIR } from '../../playwright.config';
import { memberTool as member } from './support/member-tool';
import { emailsTo } from './support/purchase';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(root, E2E_DATA_DIR);
const mailDir = path.join(dataDir, 'mail');
const readMail = () =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).map((name) => ({
    name,
    text: readFileSync(path.join(mailDir, name), 'utf8'),
  }));

test('beside the running embedded server, psql-style clients and the member tool reach its database', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const lock = JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8')) as { socket?: string };
  expect(lock.socket).toMatch(/^127\.0\.0\.1:\d+$/);

  const client = new pg.Client({ connectionString: `postgres://postgres@${lock.socket}/postgres` });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  await client.end();
  expect(rows.map((row) => row.name)).toContain('buyers');

  const username = `desk-${Date.now().toString(36)}`;
  const email = `${username}@Example.com`;
  const created = member('create', username, email);
  expect(created.out).toContain(`Created ${username}`);
  expect(created.out).not.toMatch(/password: /i);
  expect(created.status).toBe(0);

  // The running site's outbox sends the link; using it opens the account.
  let letter: string | undefined;
  await expect
    // Mail headers carry the domain in lower case.
    .poll(() => (letter = emailsTo(readMail(), email.toLowerCase()).find((text) => text.includes('sign-in?token'))), {
      timeout: 40_000,
    })
    .toBeDefined();
  const token = /sign-in\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(letter ?? '')?.[1];
  await page.goto(`/sign-in?token=${token}`);
  await page.getByLabel('New password').fill('a desk-made password');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');

  expect(member('find', email.toUpperCase()).out).toContain(`${username} <${email}>: access open`);
  expect(member('revoke', username, 'asked', 'by', 'phone').status).toBe(0);
  const refused = member('reset-password', username);
  expect(refused.status).toBe(1);
  expect(refused.out).toContain('restore');
  expect(refused.out).not.toContain('    at ');

  // The right password now hears that access ended and where to write; a wrong one does not.
  const headers = { 'x-forwarded-for': '198.51.100.77' };
  const right = await request.post('/api/login', { data: { username, password: 'a desk-made password' }, headers });
  expect(right.status()).toBe(403);
  expect((await right.json()).error).toContain('support@');
  const wrong = await request.post('/api/login', { data: { username, password: 'not the password' }, headers });
  expect(wrong.status()).toBe(401);

  const typo = member('frobnicate', username);
  expect(typo.status).toBe(2);
  expect(typo.out).toContain('Usage: npm run member');
  expect(typo.out).not.toContain('    at ');
});

test('a contact message reaches the support address by e-mail, with Reply-To the sender', async ({ request }) => {
  test.setTimeout(60_000);
  const sender = `asker-${Date.now()}@example.com`;
  const response = await request.post('/api/contact', {
    data: { name: 'Ada Asker', email: sender, subject: 'When do I start?', message: 'Can I start on a Sunday?' },
    headers: { 'x-forwarded-for': '198.51.100.78' },
  });
  expect(response.status()).toBe(201);
  let letter: string | undefined;
  await expect
    .poll(() => (letter = readMail().find((file) => file.text.includes(`Reply-To: Ada Asker <${sender}>`))?.text), {
      timeout: 30_000,
    })
    .toBeDefined();
  expect(letter).toMatch(/^To: support@/m);
  expect(letter).toContain('Can I start on a Sunday?');
});
