import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { logInWith } from '../support/members';
import { createMemberBeforeStart } from '../../support/offline-member';
import { copyBuild, startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../../support/own-server';
import { SEED_DIR } from '../../support/seed';

const root = path.resolve(import.meta.dirname, '../../..');
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
const secret = () =>
  (JSON.parse(readFileSync(path.join(root, E2E_DATA_DIR, 'secrets.json'), 'utf8')) as { revalidateSecret: string })
    .revalidateSecret;

test('the revalidation webhook accepts a signed request and refuses unsigned, tampered and stale ones', async ({
  request,
}) => {
  const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' });
  const post = (headers: Record<string, string>, data = body) =>
    request.post('/api/revalidate', { headers: { 'content-type': 'application/json', ...headers }, data });

  const good = await post({ [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret()) });
  expect(good.status()).toBe(200);
  expect(await good.json()).toEqual({ revalidated: true, tags: ['sanity:siteSettings'] });

  expect((await post({})).status()).toBe(401);
  const forged = await encodeSignatureHeader(body, Date.now(), 'not-the-secret-at-all');
  expect((await post({ [SIGNATURE_HEADER_NAME]: forged })).status()).toBe(401);
  const signed = await encodeSignatureHeader(body, Date.now(), secret());
  expect((await post({ [SIGNATURE_HEADER_NAME]: signed }, body.replace('siteSettings"}', 'product"}'))).status()).toBe(
    401,
  );
  const stale = await encodeSignatureHeader(body, Date.now() - 6 * 60 * 1000, secret());
  expect((await post({ [SIGNATURE_HEADER_NAME]: stale })).status()).toBe(401);
});

/**
 * Edits go to a copy of the seed that this test's own server reads
 * (CONTENT_SEED_DIR), from a copy of the build (Next.js caches pages inside it):
 * studio/seed and the suite's server are never touched.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 90;
const dataDir = path.join(root, `${E2E_DATA_DIR}-live`);
const seedCopy = path.join(dataDir, 'seed');
const member = { username: 'live-editor', email: 'live-editor@example.com' };

function copySeed(): void {
  mkdirSync(seedCopy, { recursive: true });
  for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith('.ndjson'))) {
    cpSync(path.join(SEED_DIR, file), path.join(seedCopy, file));
  }
}

/** Rewrites the document `id` in the seed copy's `file`, as an editor's change would. */
function editSeed(file: string, id: string, edit: (doc: Record<string, unknown>) => void): void {
  const full = path.join(seedCopy, file);
  const lines = readFileSync(full, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${id}"`)) return line;
      const doc = JSON.parse(line) as Record<string, unknown>;
      edit(doc);
      return JSON.stringify(doc);
    });
  writeFileSync(full, lines.join('\n'));
}

test.describe('editing the seed with content:watch running', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://localhost:${port}` });
  let server: OwnServer | undefined;
  let build: ReturnType<typeof copyBuild> | undefined;
  let password = '';
  let watcher: ChildProcess | undefined;
  let watcherErrors = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(dataDir, { recursive: true, force: true });
    copySeed();
    password = createMemberBeforeStart(dataDir, member);
    build = copyBuild('live');
    server = startOwnServer({ port, dataDir, env: { CONTENT_SEED_DIR: seedCopy, NEXT_DIST_DIR: build.distDir } });
    await waitUntilUp(server);
  });
  test.afterAll(async () => {
    await stopOwnServer(server);
    build?.remove();
  });

  // The watcher reads the same configuration as the server: it must watch the copy, not studio/seed.
  test.beforeEach(async () => {
    // The watcher checks the whole dataset against the studio's schema before it starts watching.
    test.setTimeout(180_000);
    watcher = spawn(process.execPath, [tsxCli, '--conditions=react-server', 'scripts/content-watch.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, SITE_URL: server!.url, CONTENT_SEED_DIR: seedCopy },
    });
    watcherErrors = '';
    watcher.stderr!.on('data', (chunk: Buffer) => (watcherErrors += chunk.toString()));
    const started = await new Promise<string>((resolve, reject) => {
      watcher!.stdout!.on(
        'data',
        (chunk: Buffer) => chunk.toString().includes('Watching') && resolve(chunk.toString()),
      );
      watcher!.on('exit', (code) => reject(new Error(`content:watch exited with ${code}`)));
    });
    expect(started).toContain(`Watching ${seedCopy} `);
  });
  test.afterEach(async () => {
    rmSync(path.join(seedCopy, 'zz-half-saved.ndjson'), { force: true });
    copySeed();
    // Let the watcher send the restoring webhook before it stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = new Promise((resolve) => watcher?.once('exit', resolve));
    watcher?.kill();
    await exited;
  });

  test('changes the landing page’s headline within 5 seconds, with no rebuild', async ({ page }) => {
    const marker = `Edited headline ${Date.now()}`;
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).not.toHaveText(marker);

    editSeed('site.ndjson', 'siteSettings', (doc) => {
      (doc.hero as { headline: string }).headline = marker;
    });
    const editedAt = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(headline).toHaveText(marker, { timeout: 500 });
    }).toPass({ timeout: 5_000, intervals: [250] });
    expect(Date.now() - editedAt).toBeLessThan(5_000);
  });

  test('an invalid or half-saved edit never reaches the page, and fixing it publishes it', async ({ page }) => {
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1 });
    const before = (await headline.textContent()) ?? '';
    const marker = `Fixed headline ${Date.now()}`;

    // A required field removed, with another field changed beside it: the studio would not publish this.
    editSeed('site.ndjson', 'siteSettings', (doc) => {
      const hero = doc.hero as { headline?: string; subline: string };
      delete hero.headline;
      hero.subline = `Invalid edit ${Date.now()}`;
    });
    await expect.poll(() => watcherErrors, { timeout: 20_000 }).toContain('siteSettings hero.headline: Required');
    // A save cut in the middle: a line that does not parse.
    writeFileSync(path.join(seedCopy, 'zz-half-saved.ndjson'), '{"_id":"half-saved","_type":"faq",');
    await expect.poll(() => watcherErrors, { timeout: 20_000 }).toContain('zz-half-saved.ndjson:1 is not valid JSON');
    // The page, rendered afresh (as Sanity's webhook for the document would have it), keeps the last valid content.
    const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' });
    const ownSecret = (
      JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { revalidateSecret: string }
    ).revalidateSecret;
    const revalidated = await page.request.post('/api/revalidate', {
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), ownSecret),
      },
      data: body,
    });
    expect(revalidated.status()).toBe(200);
    for (const pathname of ['/', '/about']) expect((await page.request.get(pathname)).status()).toBe(200);
    await page.reload();
    await expect(headline).toHaveText(before);
    await expect(page.getByText('Invalid edit')).toHaveCount(0);

    rmSync(path.join(seedCopy, 'zz-half-saved.ndjson'));
    editSeed('site.ndjson', 'siteSettings', (doc) => {
      (doc.hero as { headline: string }).headline = marker;
    });
    await expect(async () => {
      await page.reload();
      await expect(headline).toHaveText(marker, { timeout: 500 });
    }).toPass({ timeout: 15_000, intervals: [250] });
  });

  test('changes a diet plan’s ingredient on the preparation page within 5 seconds', async ({ page }) => {
    const marker = `3 free-range eggs, edited ${Date.now()}`;
    await logInWith(page, { username: member.username, password }, '/product/reset/welcome');
    await expect(page.getByText(marker)).toHaveCount(0);

    editSeed('programme.ndjson', 'dietPlan.omni', (doc) => {
      (doc.breakfast as { ingredients: string[] }).ingredients[0] = marker;
    });
    const editedAt = Date.now();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(marker).first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 5_000, intervals: [250] });
    expect(Date.now() - editedAt).toBeLessThan(5_000);
  });
});
