import path from 'node:path';

import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig, validateDocument, type SanityDocument as StudioDocument } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { figureSourcesIn, fillFigures } from '@/lib/content/figures';
import { AT_TIME } from '@/lib/content/placeholders';
import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';

import { schemaTypes } from '../../studio/schemaTypes';
import {
  FIGURE_VALUES_QUERY,
  type FigureValues,
  figureProblems,
  typedFigures,
} from '../../studio/schemaTypes/figures-in-copy';
import { startGroqServer } from '../../scripts/lib/groq-server';
import { figureFieldsOf, figuresOf } from '../support/seed';
import { SITE_PAGES as SITE_PAGE_LIST } from '../support/site-paths';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

/** The site's pages, the checkout and the tracker included, which an editor may link to. */
const SITE_PAGES = new Set<string>(SITE_PAGE_LIST);
/** Every string an editor wrote, with where it is. */
function stringsIn(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key.startsWith('_') ? [] : stringsIn(field, `${where}.${key}`),
  );
}

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

  // Numbers stated once: copy writes {price}, {dayHours}, … and the site fills them in from the fields.
  describe('numbers stated once', () => {
    const problemsIn = async (documents: SanityDocument[]) => {
      const figures = typedFigures(await evaluateGroq<FigureValues>(FIGURE_VALUES_QUERY, documents));
      return documents.flatMap((doc) =>
        figureProblems(doc, figures).map(({ path, message }) => `${doc._id} ${JSON.stringify(path)}: ${message}`),
      );
    };

    it('types no figure a field holds into copy, and writes only placeholders the site fills in', async () => {
      expect(await problemsIn(dataset)).toEqual([]);
    });

    // The scan is derived from the fields: fed each sentence as the site shows it, it must find the figure.
    it('would find every figure the site fills in, were it typed', async () => {
      const figures = typedFigures(await evaluateGroq<FigureValues>(FIGURE_VALUES_QUERY, dataset));
      const filled = figuresOf(figureFieldsOf(dataset)!);
      const sentences = dataset.flatMap((doc) =>
        // A time of the day ({at:21:30}) is the copy's own, not a field's: no scan could know it.
        stringsIn(doc, doc._id).filter(({ text }) => figureSourcesIn(text.replace(AT_TIME, '')).size > 0),
      );
      expect(sentences.length).toBeGreaterThan(30);
      const missed = sentences.filter(
        ({ text }) => figureProblems({ _type: 'faq', answer: fillFigures(text, filled) }, figures).length === 0,
      );
      expect(missed.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    });
  });

  const errorsOf = async (document: SanityDocument) => {
    const markers = await validateDocument({
      document: document as unknown as StudioDocument,
      workspace,
      // As the studio validates: in 'cli', Sanity adds a warning-level rule to every document's own
      // rules, which turns a document-level rule (numbers stated once) into a warning.
      environment: 'studio',
      getDocumentExists: ({ id }) => Promise.resolve(ids.has(id.replace(/^drafts\./, ''))),
    });
    return markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => `${marker.path.join('.') || '(document)'}: ${marker.message}`);
  };

  it.each(dataset.map((doc) => [doc._id, doc] as const))('%s has no validation error', async (_id, document) => {
    expect(await errorsOf(document)).toEqual([]);
  });

  it('refuses a latest start for members off the 24-hour clock, as every other time of day', async () => {
    const area = dataset.find((doc) => doc._type === 'membersArea')!;
    const draft = { ...area, _id: `drafts.${area._id}`, day: { ...(area.day as object), latestStart: '5:00' } };
    expect(await errorsOf(draft as SanityDocument)).toEqual([
      'day.latestStart: Write the time on the 24-hour clock with two-digit hours, e.g. 07:00 or 15:35',
    ]);
  });

  describe('a discount code', () => {
    const draft = (fields: Record<string, unknown>) =>
      ({
        _id: 'drafts.discountCode.new',
        _type: 'discountCode',
        discountType: 'percent',
        active: true,
        ...fields,
      }) as SanityDocument;

    it('is refused when another code document already uses its words', async () => {
      expect(await errorsOf(draft({ code: 'FRIEND10', value: 5 }))).toEqual([
        'code: Another document of this type already uses the code "FRIEND10"',
      ]);
    });

    it('is refused when it would take the price below €0.50, as a percentage or an amount', async () => {
      const belowMinimum = expect.stringMatching(/^value: This takes the price \(9\.90\) below 0\.50/);
      expect(await errorsOf(draft({ code: 'ALMOSTFREE', value: 95 }))).toEqual([belowMinimum]);
      expect(await errorsOf(draft({ code: 'ALMOSTFREE', discountType: 'amount', value: 9.5 }))).toEqual([belowMinimum]);
      expect(await errorsOf(draft({ code: 'FAIR', discountType: 'amount', value: 9.4 }))).toEqual([]);
    });

    it('is refused in lower case or with spaces', async () => {
      expect(await errorsOf(draft({ code: 'friend 20', value: 5 }))).toHaveLength(1);
    });
  });
});
