import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { logIn } from './support/members';

const root = path.resolve(import.meta.dirname, '../..');
const seedFile = path.join(root, 'studio/seed/site.ndjson');
const secret = () =>
  (JSON.parse(readFileSync(path.join(root, E2E_DATA_DIR, 'secrets.json'), 'utf8')) as { revalidateSecret: string })
    .revalidateSecret;

test.describe('content changes go live without a deploy', () => {
  test.describe.configure({ mode: 'serial' });

  test('the revalidation webhook accepts a signed request and refuses unsigned, tampered and stale ones', async ({
    request,
  }) => {
    const body = JSON.stringify({ _type: 'siteSettings', _id: 'siteSettings' });
    const post = (headers: Record<string, string>, data = body) =>
      request.post('/api/revalidate', {
        headers: { 'content-type': 'application/json', ...headers },
        data,
      });

    const good = await post({
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret()),
    });
    expect(good.status()).toBe(200);
    expect(await good.json()).toEqual({
      revalidated: true,
      tags: ['sanity:siteSettings'],
    });

    expect((await post({})).status()).toBe(401);
    const forged = await encodeSignatureHeader(body, Date.now(), 'not-the-secret-at-all');
    expect((await post({ [SIGNATURE_HEADER_NAME]: forged })).status()).toBe(401);
    const signed = await encodeSignatureHeader(body, Date.now(), secret());
    expect(
      (await post({ [SIGNATURE_HEADER_NAME]: signed }, body.replace('siteSettings"}', 'product"}'))).status(),
    ).toBe(401);
    const stale = await encodeSignatureHeader(body, Date.now() - 6 * 60 * 1000, secret());
    expect((await post({ [SIGNATURE_HEADER_NAME]: stale })).status()).toBe(401);
  });

  test('editing the seed with content:watch running changes the page within 5 seconds, with no rebuild', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const original = readFileSync(seedFile, 'utf8');
    const marker = `Edited headline ${Date.now()}`;
    let watcher: ChildProcess | undefined;
    try {
      watcher = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/content-watch.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: E2E_DATA_DIR, SITE_URL: baseURL },
      });
      await new Promise<void>((resolve, reject) => {
        watcher?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Watching') && resolve());
        watcher?.on('exit', (code) => reject(new Error(`content:watch exited with ${code}`)));
      });

      await page.goto('/');
      const headline = page.getByRole('heading', { level: 1 });
      await expect(headline).not.toHaveText(marker);

      const edited = original
        .split('\n')
        .map((line) => {
          if (!line.includes('"_id":"siteSettings"')) return line;
          const doc = JSON.parse(line) as { hero: { headline: string } };
          doc.hero.headline = marker;
          return JSON.stringify(doc);
        })
        .join('\n');
      writeFileSync(seedFile, edited);
      const editedAt = Date.now();

      await expect(async () => {
        await page.reload();
        await expect(headline).toHaveText(marker, { timeout: 500 });
      }).toPass({ timeout: 5_000, intervals: [250] });
      expect(Date.now() - editedAt).toBeLessThan(5_000);
    } finally {
      writeFileSync(seedFile, original);
      // Let the watcher send the restoring webhook before it stops.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      watcher?.kill();
    }
  });

  test('editing a diet plan’s ingredient in the seed changes the preparation page within 5 seconds', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const programmeFile = path.join(root, 'studio/seed/programme.ndjson');
    const original = readFileSync(programmeFile, 'utf8');
    const marker = `3 free-range eggs, edited ${Date.now()}`;
    let watcher: ChildProcess | undefined;
    try {
      watcher = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/content-watch.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: E2E_DATA_DIR, SITE_URL: baseURL },
      });
      await new Promise<void>((resolve, reject) => {
        watcher?.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Watching') && resolve());
        watcher?.on('exit', (code) => reject(new Error(`content:watch exited with ${code}`)));
      });
      await logIn(page, 'hana', '/product/reset/welcome');
      await expect(page.getByText(marker)).toHaveCount(0);

      const edited = original
        .split('\n')
        .map((line) => {
          if (!line.includes('"_id":"dietPlan.omni"')) return line;
          const plan = JSON.parse(line) as {
            breakfast: { ingredients: string[] };
          };
          plan.breakfast.ingredients[0] = marker;
          return JSON.stringify(plan);
        })
        .join('\n');
      writeFileSync(programmeFile, edited);
      const editedAt = Date.now();

      await expect(async () => {
        await page.reload();
        await expect(page.getByText(marker).first()).toBeVisible({
          timeout: 500,
        });
      }).toPass({ timeout: 5_000, intervals: [250] });
      expect(Date.now() - editedAt).toBeLessThan(5_000);
    } finally {
      writeFileSync(programmeFile, original);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      watcher?.kill();
    }
  });
});
