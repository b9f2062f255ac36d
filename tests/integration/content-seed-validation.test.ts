import path from 'node:path';

import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig, validateDocument, type SanityDocument as StudioDocument } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readSeedDataset, type SanityDocument } from '@/lib/content/local';

import { schemaTypes } from '../../studio/schemaTypes';
import { startGroqServer } from '../support/groq-server';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

/** The site's pages, the checkout and the tracker included, which an editor may link to. */
const SITE_PAGES = new Set([
  '/',
  '/what-you-get',
  '/checkout',
  '/payment-success',
  '/success',
  '/login',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
  '/legal-notice',
  '/dashboard',
  '/product/reset/welcome',
  '/product/reset/morning',
  '/product/reset/midday',
  '/product/reset/afternoon',
  '/product/reset/evening',
  '/product/reset/reflection',
  '/daily-reset-tracker',
]);
/** Anchors the pages keep: the landing page's testimonials and faq ids. */
const ANCHORS: Record<string, string[]> = { '/': ['testimonials', 'faq'] };

/** Every link an editor wrote: fields named href, …Href or …Link, and video URLs, with where they are. */
function linksIn(value: unknown, where: string): { where: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => linksIn(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    typeof field === 'string' && (/(^href|Href|Link)$/.test(key) || key === 'url')
      ? [{ where: `${where}.${key}`, href: field }]
      : linksIn(field, `${where}.${key}`),
  );
}

/**
 * Validates every seed document against the studio's schema offline, the way
 * the studio would before publishing: a document that an editor could not
 * publish must not ship in the seed either.
 */
describe('the seed dataset against the studio schema', async () => {
  const dataset: SanityDocument[] = await readSeedDataset(SEED_DIR);
  const ids = new Set(dataset.map((doc) => doc._id));
  let server: Awaited<ReturnType<typeof startGroqServer>>;
  let workspace: Awaited<ReturnType<typeof createWorkspaceFromConfig>>;

  beforeAll(async () => {
    // Rules that query the dataset (unique slugs, references) ask this local endpoint, not the Content Lake.
    server = await startGroqServer(dataset);
    const client = createClient({
      projectId: 'seed',
      dataset: 'production',
      apiVersion: '2025-10-01',
      useCdn: false,
      apiHost: server.url,
      useProjectHostname: false,
    });
    workspace = await createWorkspaceFromConfig({
      projectId: 'seed',
      dataset: 'production',
      name: 'default',
      schema: { types: schemaTypes },
      currentUser: {
        id: 'seed-validator',
        name: 'Seed validator',
        email: 'seed@example.com',
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      },
      getClient: () => client,
    });
  });
  afterAll(() => server.close());

  it('has no duplicate document ids', () => {
    expect(ids.size).toBe(dataset.length);
  });

  it('uses only document types the schema defines', () => {
    const known = new Set<string>(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name));
    expect(dataset.filter((doc) => !known.has(doc._type)).map((doc) => `${doc._id} (${doc._type})`)).toEqual([]);
  });

  // The schema checks a link's shape; only the site knows which pages exist.
  it('links only to pages the site has, to anchors those pages keep, or out over https', () => {
    const links = dataset.flatMap((doc) => linksIn(doc, doc._id));
    expect(links.length).toBeGreaterThan(20);
    const broken = links.filter(({ href }) => {
      if (/^https:\/\/[^/]/.test(href)) return false;
      if (!href.startsWith('/')) return true;
      const { pathname, hash } = new URL(href, 'https://site.invalid');
      return !SITE_PAGES.has(pathname) || (hash !== '' && !ANCHORS[pathname]?.includes(hash.slice(1)));
    });
    expect(broken.map(({ where, href }) => `${where}: ${href}`)).toEqual([]);
  });

  async function errorsIn(document: unknown) {
    const markers = await validateDocument({
      document: document as StudioDocument,
      workspace,
      environment: 'cli',
      getDocumentExists: ({ id }) => Promise.resolve(ids.has(id.replace(/^drafts\./, ''))),
    });
    return markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => `${marker.path.join('.') || '(document)'}: ${marker.message}`);
  }

  it.each(dataset.map((doc) => [doc._id, doc] as const))('%s has no validation error', async (_id, document) => {
    expect(await errorsIn(document)).toEqual([]);
  });

  describe('the product’s offer', () => {
    const product = dataset.find((doc) => doc._id === 'product') as SanityDocument & Record<string, unknown>;
    const withOffer = (fields: Record<string, unknown>) => {
      const { regularPrice: _r, offerEndsAt: _e, lowestPrice30Days: _l, ...rest } = product;
      return Object.fromEntries(Object.entries({ ...rest, ...fields }).filter(([, value]) => value !== undefined));
    };
    const offerErrors = async (fields: Record<string, unknown>) =>
      (await errorsIn(withOffer(fields))).filter((error) =>
        /^(price|regularPrice|offerEndsAt|lowestPrice30Days):/.test(error),
      );

    it('may have no offer at all: one price, nothing struck through', async () => {
      expect(await offerErrors({})).toEqual([]);
    });

    it('refuses a discount claim without the lowest price of the 30 days before, or without an end', async () => {
      expect(await offerErrors({ regularPrice: 14.9, offerEndsAt: '2027-01-31T23:59:59Z' })).toEqual([
        expect.stringMatching(/^lowestPrice30Days: A reduced price needs the lowest price/),
      ]);
      expect(await offerErrors({ regularPrice: 14.9, lowestPrice30Days: 14.9 })).toEqual([
        expect.stringMatching(/^offerEndsAt: A reduced price needs the moment the offer ends/),
      ]);
    });

    it('refuses a reference price that is no higher than the price, and a prior price that was no higher', async () => {
      const end = { offerEndsAt: '2027-01-31T23:59:59Z' };
      expect(await offerErrors({ ...end, regularPrice: 9.9, lowestPrice30Days: 9.9 })).toEqual(
        expect.arrayContaining([expect.stringMatching(/^regularPrice: The regular price must be higher/)]),
      );
      expect(await offerErrors({ ...end, regularPrice: 14.9, lowestPrice30Days: 9.9 })).toEqual([
        expect.stringMatching(/^lowestPrice30Days: This is not a reduction/),
      ]);
      expect(await offerErrors({ ...end, regularPrice: 14.9, lowestPrice30Days: 19.9 })).toEqual([
        expect.stringMatching(/^lowestPrice30Days: It cannot be higher than the regular price/),
      ]);
    });
  });
});
