import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import { landingQuery, stageScreenQuery } from '@/lib/content/queries';
import { reads } from '@/lib/content/reads';
import { fieldsReadToDecide } from '@/lib/content/source-map';

import { createContentValidator } from '../../scripts/lib/validate-content';
import { SEED_DIR } from '../support/seed';

/*
 * The embedded engine honours the preview's perspectives, and its stega is
 * the edit information the overlays read: found by groq-js itself, never
 * changing what a page shows. (The Sanity path: content-preview-sanity.test.ts.)
 */

const STUDIO = 'http://studio.example';
const DRAFT_HEADLINE = 'A headline only the preview shows';
const DRAFT_FAQ = 'A question nobody has published yet?';

/** Every string in a value, with where it is. */
function strings(value: unknown, where = ''): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${where}.${key}`));
}

/** Where the overlay of an encoded string opens the studio, or undefined when it carries none. */
function editLink(text: string): URL | undefined {
  if (!vercelStegaSplit(text).encoded) return undefined;
  return new URL((vercelStegaDecode(text) as { href: string }).href);
}

describe('previews on the embedded content', () => {
  let seedDir: string;
  let seed: SanityDocument[];

  beforeAll(async () => {
    seed = await readSeedDataset(SEED_DIR);
    seedDir = mkdtempSync(path.join(tmpdir(), 'preview-seed-'));
    const settings = seed.find((doc) => doc._id === 'siteSettings')!;
    const drafts: SanityDocument[] = [
      { ...settings, _id: 'drafts.siteSettings', hero: { ...(settings.hero as object), headline: DRAFT_HEADLINE } },
      {
        _id: 'drafts.faq-unpublished',
        _type: 'faq',
        question: DRAFT_FAQ,
        answer: 'Soon.',
        placement: 'both',
        order: 0,
      },
    ];
    writeFileSync(path.join(seedDir, 'all.ndjson'), [...seed, ...drafts].map((doc) => JSON.stringify(doc)).join('\n'));
  });
  afterAll(() => rmSync(seedDir, { recursive: true, force: true }));

  it('a visitor’s read never sees a draft, neither a changed document nor a new one', async () => {
    const landing = await createLocalSource(seedDir).fetch<{
      hero: { headline: string };
      faqs: { question: string }[];
    }>(landingQuery);
    expect(landing.hero.headline).toBe(
      (seed.find((doc) => doc._id === 'siteSettings')!.hero as { headline: string }).headline,
    );
    expect(landing.faqs.map((faq) => faq.question)).not.toContain(DRAFT_FAQ);
    expect(JSON.stringify(landing)).not.toContain(DRAFT_HEADLINE);
  });

  it('the drafts perspective shows the draft over its published document, and new drafts', async () => {
    const landing = await createLocalSource(seedDir).preview<{
      hero: { headline: string };
      faqs: { question: string }[];
    }>(landingQuery, {}, { perspective: 'drafts', stega: false });
    expect(landing.hero.headline).toBe(DRAFT_HEADLINE);
    expect(landing.faqs.map((faq) => faq.question)).toContain(DRAFT_FAQ);
  });

  it('the published perspective, in a preview, shows what visitors see', async () => {
    const source = createLocalSource(seedDir);
    expect(await source.preview(landingQuery, {}, { perspective: 'published', stega: false })).toEqual(
      await source.fetch(landingQuery),
    );
  });

  it('with stega, a shown string carries the studio link to the draft and field it came from', async () => {
    const landing = await createLocalSource(seedDir, undefined, STUDIO).preview<{
      hero: { headline: string };
      faqs: { question: string }[];
    }>(landingQuery, {}, { perspective: 'drafts', stega: true });
    expect(stegaClean(landing.hero.headline)).toBe(DRAFT_HEADLINE);
    const headline = editLink(landing.hero.headline)!;
    expect(headline.origin).toBe(STUDIO);
    expect(headline.searchParams.get('id')).toBe('siteSettings');
    expect(headline.searchParams.get('type')).toBe('siteSettings');
    expect(headline.searchParams.get('path')).toBe('hero.headline');
    // The draft is what the studio opens: no `perspective=published` as for a document without one.
    expect(headline.searchParams.has('perspective')).toBe(false);
    const faq = landing.faqs.find((each) => stegaClean(each.question) === DRAFT_FAQ)!;
    expect(editLink(faq.question)!.searchParams.get('id')).toBe('faq-unpublished');
    // A testimonial without a draft opens its published document.
    const testimonialName = strings(landing).find(({ where }) => where === '.testimonials[0].name')!;
    expect(editLink(testimonialName.text)!.searchParams.get('perspective')).toBe('published');
  });

  it('keyed array items are edited by their key', async () => {
    const landing = await createLocalSource(seedDir, undefined, STUDIO).preview<{
      howItWorks: { steps: { _key: string; title: string }[] };
    }>(landingQuery, {}, { perspective: 'drafts', stega: true });
    const step = landing.howItWorks.steps[1]!;
    expect(editLink(step.title)!.searchParams.get('path')).toBe(`howItWorks.steps[_key=="${step._key}"].title`);
  });

  describe.each(Object.entries(reads))('the %s read', (_name, read) => {
    const { query, params } = (read as (key: string) => { query: string; params: Record<string, unknown> })('morning');

    it('shows the same content with stega as without it, and as visitors see it when nothing is drafted', async () => {
      const source = createLocalSource(SEED_DIR, undefined, STUDIO);
      const encoded = await source.preview(query, params, { perspective: 'drafts', stega: true });
      expect(stegaClean(encoded)).toEqual(await source.preview(query, params, { perspective: 'drafts', stega: false }));
      expect(stegaClean(encoded)).toEqual(await source.fetch(query, params));
    });

    it('hides no marker in a key, link, address, date or time, which the site computes with', async () => {
      const encoded = await createLocalSource(SEED_DIR, undefined, STUDIO).preview(query, params, {
        perspective: 'drafts',
        stega: true,
      });
      const data = strings(encoded).filter(
        ({ where, text }) =>
          /(\._?key|\._id|href|Href|Link|url|Email|\.time|timings\[\d+\]|\.meal|jumpToMeal|currency|\.slug)$/.test(
            where,
          ) || /^\d{4}-\d{2}-\d{2}/.test(stegaClean(text)),
      );
      expect(data.filter(({ text }) => vercelStegaSplit(text).encoded).map(({ where }) => where)).toEqual([]);
    });
  });

  it('most of what a page shows can be clicked to edit', async () => {
    const stage = await createLocalSource(SEED_DIR, undefined, STUDIO).preview(
      stageScreenQuery,
      { key: 'morning' },
      { perspective: 'drafts', stega: true },
    );
    const words = strings(stage).filter(({ where }) => /\.(title|heading|name|text|summary|label)$/.test(where));
    const encoded = words.filter(({ text }) => vercelStegaSplit(text).encoded);
    expect(words.length).toBeGreaterThan(20);
    expect(encoded.length / words.length).toBeGreaterThan(0.95);
  });

  it('fields a query compares or filters on are found, so tracing leaves them untouched', () => {
    const decide = fieldsReadToDecide(parse(stageScreenQuery, { params: { key: 'morning' } }));
    // The stage's key ($key), the meal it selects on, the reference it follows and the order it sorts by.
    for (const name of ['_type', 'key', 'meal', '_id', 'order']) expect(decide).toContain(name);
    // What it only shows.
    for (const name of ['title', 'heading', 'closingMessage', 'ingredients']) expect(decide).not.toContain(name);
  });
});

describe('drafts in the embedded dataset, as content:watch checks them', () => {
  it('the shipped seed is published content only', async () => {
    expect((await readSeedDataset(SEED_DIR)).filter((doc) => /^(drafts|versions)\./.test(doc._id))).toEqual([]);
  });

  it('a draft is checked like the document it stands for, and is not another document holding its key', async () => {
    const seed = await readSeedDataset(SEED_DIR);
    const stage = seed.find((doc) => doc._type === 'programmeStage' && doc.key === 'morning')!;
    const settings = seed.find((doc) => doc._id === 'siteSettings')!;
    const validator = await createContentValidator();
    try {
      const drafted = [
        ...seed,
        // A changed stage: the same key as its published document, which is the same document.
        { ...stage, _id: `drafts.${stage._id}`, title: 'Morning, reworded' },
        // A draft the studio could not publish: its required headline removed.
        { ...settings, _id: 'drafts.siteSettings', hero: { ...(settings.hero as object), headline: undefined } },
      ];
      expect((await validator.check(drafted)).map(({ where }) => where)).toEqual(['drafts.siteSettings hero.headline']);
      // A new stage claiming that key is another document, refused as the studio refuses it.
      const claimed = await validator.check([...drafted, { ...stage, _id: 'drafts.stage.second-morning' }]);
      expect(claimed.map(({ where }) => where)).toContain('drafts.stage.second-morning key');
    } finally {
      await validator.close();
    }
  });
});
