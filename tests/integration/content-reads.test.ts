import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import { beforeAll, describe, expect, it } from 'vitest';

import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import { reads } from '@/lib/content/reads';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

/** An argument for each read that takes one. */
const SAMPLE_ARGUMENTS: Partial<Record<keyof typeof reads, string>> = {
  policy: 'refund-policy',
  stageScreen: 'midday',
  discountCode: 'FRIEND10',
};

/**
 * A read's cache tags must name every document type its result depends on, or
 * an editor's change to that type would never reach the pages that show it.
 * What a query depends on is found from the query itself, run over the seed:
 * it depends on a type when its result changes once that type's documents are
 * gone (a filter, a projection, a reference followed or counted).
 */
describe('the content reads and their cache tags', () => {
  let dataset: SanityDocument[];
  let types: string[];

  beforeAll(async () => {
    dataset = await readSeedDataset(SEED_DIR);
    types = [...new Set(dataset.map((document) => document._type))].sort();
  });

  async function dependencies(name: keyof typeof reads): Promise<string[]> {
    const read = reads[name](SAMPLE_ARGUMENTS[name] as never);
    const result = await evaluateGroq(read.query, dataset, read.params);
    const changed: string[] = [];
    for (const type of types) {
      const without = dataset.filter((document) => document._type !== type);
      if (!isDeepStrictEqual(await evaluateGroq(read.query, without, read.params), result)) changed.push(type);
    }
    return changed;
  }

  for (const name of Object.keys(reads) as (keyof typeof reads)[]) {
    it(`${name} is tagged with exactly the document types its result depends on`, async () => {
      const read = reads[name](SAMPLE_ARGUMENTS[name] as never);
      expect(await evaluateGroq(read.query, dataset, read.params), 'the sample finds something').not.toBeNull();
      expect([...read.tags].sort()).toEqual(await dependencies(name));
    });
  }
});
