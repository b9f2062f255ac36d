import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import { landingQuery } from '@/lib/content/queries';
import { reads } from '@/lib/content/reads';

import { createContentValidator } from '../../scripts/lib/validate-content';
import { SEED_DIR } from '../support/seed';

/*
 * The embedded engine honours the preview's perspectives, and its preview
 * carries no stega, even where a page asks for it: no overlays without a
 * hosted studio. (The Sanity path, with stega: content-preview-sanity.test.ts.)
 */

const DRAFT_HEADLINE = 'A headline only the preview shows';
const DRAFT_FAQ = 'A question nobody has published yet?';

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

  it('the drafts perspective shows the draft over its published document, and new drafts, without stega', async () => {
    const landing = await createLocalSource(seedDir).preview<{
      hero: { headline: string };
      faqs: { question: string }[];
    }>(landingQuery, {}, { perspective: 'drafts', stega: true });
    expect(landing.hero.headline).toBe(DRAFT_HEADLINE);
    expect(landing.faqs.map((faq) => faq.question)).toContain(DRAFT_FAQ);
    expect(landing).toEqual(stegaClean(landing));
  });

  it('the published perspective, in a preview, shows what visitors see', async () => {
    const source = createLocalSource(seedDir);
    expect(await source.preview(landingQuery, {}, { perspective: 'published', stega: true })).toEqual(
      await source.fetch(landingQuery),
    );
  });

  describe.each(Object.entries(reads))('the %s read', (_name, read) => {
    const { query, params } = (read as (key: string) => { query: string; params: Record<string, unknown> })('morning');

    it('carries no stega when a page asks for it, and shows what visitors see when nothing is drafted', async () => {
      const source = createLocalSource(SEED_DIR);
      const asked = await source.preview(query, params, { perspective: 'drafts', stega: true });
      expect(asked).toEqual(stegaClean(asked));
      expect(asked).toEqual(await source.preview(query, params, { perspective: 'drafts', stega: false }));
      expect(asked).toEqual(await source.fetch(query, params));
    });
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
