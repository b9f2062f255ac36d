import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource, readSeedDataset } from '@/lib/content/local';
import { landingQuery } from '@/lib/content/queries';
import { createSanitySource } from '@/lib/content/sanity';
import type { ContentSource } from '@/lib/content/source';

import { startGroqServer } from '../../scripts/lib/groq-server';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

describe('the production content adapter (@sanity/client) against a GROQ endpoint over the seed', () => {
  let server: Awaited<ReturnType<typeof startGroqServer>>;
  let sanity: ContentSource;
  const local = createLocalSource(SEED_DIR);

  beforeAll(async () => {
    server = await startGroqServer(await readSeedDataset(SEED_DIR));
    sanity = createSanitySource({ projectId: 'test', dataset: 'production', apiHost: server.url });
  });
  afterAll(() => server.close());

  it('sends the query over HTTP to the dataset query endpoint', async () => {
    await sanity.fetch(landingQuery);
    expect(server.calls.at(-1)?.pathname).toMatch(/^\/v2025-10-01\/data\/query\/production$/);
  });

  it('returns the landing hero and price, the same as the local adapter', async () => {
    const remote = await sanity.fetch<{ hero: { ctaLabel: string }; product: { price: number } }>(landingQuery);
    expect(remote.hero.ctaLabel).toBe('Start Your 24-Hour Reset Now');
    expect(remote.product.price).toBe(9.9);
    expect(remote).toEqual(await local.fetch(landingQuery));
  });

  it("sends every query with fetch's no-store, which the client accepts: caching is the loaders' 'use cache'", async () => {
    const before = server.calls.length;
    const product = await sanity.fetch<{ price: number }>('*[_type == "product"][0]{price}');
    await sanity.fetch<{ price: number }>('*[_type == "product"][0]{price}');
    expect(product.price).toBe(9.9);
    expect(server.calls.length - before).toBe(2);
  });

  it('passes query parameters through', async () => {
    const result = await sanity.fetch<string | null>('*[_type == $type][0]._id', { type: 'product' });
    expect(result).toBe('product');
  });
});
