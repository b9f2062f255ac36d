import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { heldContentPaths, publishDatasetFile } from '@/lib/content/dataset';
import { createLocalSource } from '@/lib/content/local';

import { createContentValidator } from '../../scripts/lib/validate-content';
import { readSeed, SEED_DIR, seedDocument } from '../support/seed';

const headlineQuery = `*[_id == "siteSettings"][0].hero.headline`;

/** A data folder with a seed copy and a published copy, as content:watch leaves them. */
async function setUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'content-held-'));
  const seedDir = path.join(root, 'seed');
  const heldDir = path.join(root, 'content');
  const { validFile, watcherFile } = heldContentPaths(heldDir);
  mkdirSync(seedDir, { recursive: true });
  for (const file of readdirSync(SEED_DIR)) cpSync(path.join(SEED_DIR, file), path.join(seedDir, file));
  mkdirSync(heldDir, { recursive: true });
  await publishDatasetFile(validFile, readSeed());
  const edit = (headline: string) => {
    const file = path.join(seedDir, 'site.ndjson');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/"headline":"[^"]*"/, `"headline":"${headline}"`));
  };
  return { seedDir, heldDir, validFile, watcherFile, edit };
}

const published = seedDocument<{ hero: { headline: string } }>('siteSettings').hero.headline;

describe('the embedded content adapter with content:watch', () => {
  it('serves the seed files when no watcher runs', async () => {
    const { seedDir, heldDir, edit } = await setUp();
    edit('Edited directly');
    expect(await createLocalSource(seedDir, heldDir).fetch(headlineQuery)).toBe('Edited directly');
  });

  it('serves what the watcher published while it runs, not the edit it has not passed', async () => {
    const { seedDir, heldDir, watcherFile, edit } = await setUp();
    edit('Not checked yet');
    writeFileSync(watcherFile, String(process.pid));
    expect(await createLocalSource(seedDir, heldDir).fetch(headlineQuery)).toBe(published);
  });

  it('reads the seed again once the watcher has gone', async () => {
    const { seedDir, heldDir, watcherFile, edit } = await setUp();
    edit('After the watcher');
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(watcherFile, String(gone.pid));
    expect(await createLocalSource(seedDir, heldDir).fetch(headlineQuery)).toBe('After the watcher');
  });

  it('serves the last published content when the seed does not parse, and fails without one', async () => {
    const { seedDir, heldDir } = await setUp();
    writeFileSync(path.join(seedDir, 'zz-half-saved.ndjson'), '{"_id":"half');
    expect(await createLocalSource(seedDir, heldDir).fetch(headlineQuery)).toBe(published);
    await expect(createLocalSource(seedDir).fetch(headlineQuery)).rejects.toThrow(/zz-half-saved.ndjson:1/);
  });

  it('never fails a read while the watcher publishes again and again, the seed meanwhile broken', async () => {
    const { seedDir, heldDir, validFile, watcherFile } = await setUp();
    writeFileSync(watcherFile, String(process.pid));
    writeFileSync(path.join(seedDir, 'zz-half-saved.ndjson'), '{"_id":"half');
    const source = createLocalSource(seedDir, heldDir);
    const documents = readSeed();
    let publishing = true;
    const publisher = (async () => {
      while (publishing) await publishDatasetFile(validFile, documents);
    })();
    try {
      for (let read = 0; read < 300; read += 1) expect(await source.fetch(headlineQuery)).toBe(published);
    } finally {
      publishing = false;
      await publisher;
      await rm(path.dirname(heldDir), { recursive: true, force: true });
    }
  });
});

describe('the content validator content:watch runs', () => {
  it('names each rule an edit breaks, where an editor finds it', async () => {
    const dataset = readSeed().map((doc) =>
      doc._id === 'siteSettings' ? { ...doc, hero: { ...(doc.hero as object), headline: undefined } } : doc,
    );
    dataset.push({ ...dataset.find((doc) => doc._type === 'faq')! });
    const validator = await createContentValidator();
    const problems = await validator.check(dataset).finally(() => validator.close());
    expect(problems).toEqual(
      expect.arrayContaining([
        { where: 'siteSettings hero.headline', message: 'Required' },
        { where: expect.stringMatching(/^faq-/), message: 'Two documents have this id.' },
      ]),
    );
  });
});
