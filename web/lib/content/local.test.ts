import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createLocalSource, evaluateGroq, readSeedDataset } from './local';
import { landingQuery } from './queries';

const SEED_DIR = path.resolve(import.meta.dirname, '../../../studio/seed');

describe('local content adapter', () => {
  it('answers the landing query with the hero and the price from the seed', async () => {
    const result = await createLocalSource(SEED_DIR).fetch<{
      hero: { headline: string; subline: string; ctaLabel: string };
      product: { price: number; currency: string };
    }>(landingQuery);
    expect(result.hero.ctaLabel).toBe('Start Your 24-Hour Reset Now');
    expect(result.hero.headline.length).toBeGreaterThan(0);
    expect(result.product).toMatchObject({ price: 9.9, currency: 'EUR' });
  });

  it('evaluates parameters the way the Content Lake does', async () => {
    const dataset = [
      { _id: 'a', _type: 'thing', n: 1 },
      { _id: 'b', _type: 'thing', n: 2 },
    ];
    expect(await evaluateGroq('*[_type == "thing" && n > $min]._id', dataset, { min: 1 })).toEqual(['b']);
  });

  it('names the file and line of a malformed seed document', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-'));
    await writeFile(path.join(dir, 'broken.ndjson'), '{"_id":"x","_type":"t"}\n{not json}\n');
    await expect(readSeedDataset(dir)).rejects.toThrow(/broken\.ndjson:2/);
  });
});
