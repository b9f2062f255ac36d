import { validatePreviewUrl } from '@sanity/preview-url-secret';
import type { ContentSourceMap } from '@sanity/client/csm';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readSeedDataset, type SanityDocument } from '@/lib/content/local';
import { landingQuery } from '@/lib/content/queries';
import { createPreviewSecretClient, createSanitySource, PreviewNeedsTokenError } from '@/lib/content/sanity';

import { startGroqServer } from '../../scripts/lib/groq-server';
import { SEED_DIR } from '../support/seed';

/*
 * The Sanity path of a preview: the calls next-sanity and
 * @sanity/preview-url-secret make, against a local stand-in of the Content
 * Lake's HTTP API (scripts/lib/groq-server.ts), which like the real one
 * serves drafts only to a token, and sends the Content Source Map the Content
 * Lake would send for the landing query's headline.
 */

const STUDIO = 'https://studio.example';
const DRAFT_HEADLINE = 'A headline only the preview shows';
const SECRET = 'a-secret-the-studio-stored';
type Landing = { hero: { headline: string; subline: string } };

/** The headline's origin, the draft of the site settings; the rest of the result is left unmapped. */
const landingSourceMap: ContentSourceMap = {
  documents: [{ _id: 'drafts.siteSettings', _type: 'siteSettings' }],
  paths: ["$['hero']['headline']"],
  mappings: { "$['hero']['headline']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
};

describe('previews on the Sanity Content Lake (against a local stand-in)', () => {
  let server: Awaited<ReturnType<typeof startGroqServer>>;
  let published: string;
  const options = () => ({ projectId: 'test', dataset: 'production', apiHost: server.url, studioUrl: STUDIO });

  beforeAll(async () => {
    const seed = await readSeedDataset(SEED_DIR);
    const settings = seed.find((doc) => doc._id === 'siteSettings')!;
    published = (settings.hero as { headline: string }).headline;
    const now = Date.now();
    const documents: SanityDocument[] = [
      ...seed,
      { ...settings, _id: 'drafts.siteSettings', hero: { ...(settings.hero as object), headline: DRAFT_HEADLINE } },
      // What the Presentation tool stores when it opens a preview (@sanity/preview-url-secret), and one an hour old.
      {
        _id: 'sanity-preview-url-secret.fresh',
        _type: 'sanity.previewUrlSecret',
        _updatedAt: new Date(now).toISOString(),
        secret: SECRET,
        studioUrl: STUDIO,
      },
      {
        _id: 'sanity-preview-url-secret.stale',
        _type: 'sanity.previewUrlSecret',
        _updatedAt: new Date(now - 2 * 3600_000).toISOString(),
        secret: 'a-secret-from-two-hours-ago',
        studioUrl: STUDIO,
      },
    ];
    server = await startGroqServer(documents, { draftsNeedToken: true, sourceMap: landingSourceMap });
  });
  afterAll(() => server.close());

  it('reads drafts with the token, the drafts perspective and a Content Source Map, and encodes stega', async () => {
    const sanity = createSanitySource({ ...options(), token: 'viewer-token' });
    const landing = await sanity.preview<Landing>(landingQuery, {}, { perspective: 'drafts', stega: true });
    const call = server.calls.at(-1)!;
    expect(call.token).toBe('viewer-token');
    expect(call.search.get('perspective')).toBe('drafts');
    expect(call.search.get('resultSourceMap')).toBe('withKeyArraySelector');
    expect(stegaClean(landing.hero.headline)).toBe(DRAFT_HEADLINE);
    const edit = new URL((vercelStegaDecode(landing.hero.headline) as { href: string }).href);
    expect(edit.origin).toBe(STUDIO);
    expect(edit.searchParams.get('id')).toBe('siteSettings');
    expect(edit.searchParams.get('path')).toBe('hero.headline');
    // The client encodes what the map names, and nothing else.
    expect(landing.hero.subline).toBe(stegaClean(landing.hero.subline));
  });

  it('asks for no source map and encodes nothing when a read needs no stega', async () => {
    const sanity = createSanitySource({ ...options(), token: 'viewer-token' });
    const landing = await sanity.preview<Landing>(landingQuery, {}, { perspective: 'drafts', stega: false });
    expect(server.calls.at(-1)!.search.has('resultSourceMap')).toBe(false);
    expect(landing.hero.headline).toBe(DRAFT_HEADLINE);
  });

  it('a visitor’s read asks for the published perspective and never gets the draft', async () => {
    const sanity = createSanitySource({ ...options(), token: 'viewer-token' });
    const landing = await sanity.fetch<Landing>(landingQuery);
    expect(server.calls.at(-1)!.search.get('perspective')).toBe('published');
    expect(landing.hero.headline).toBe(published);
  });

  it('without a read token there is no preview: the Content Lake would show no draft', async () => {
    await expect(
      createSanitySource(options()).preview(landingQuery, {}, { perspective: 'drafts', stega: true }),
    ).rejects.toBeInstanceOf(PreviewNeedsTokenError);
  });

  describe('the secret of a preview link, checked as defineEnableDraftMode checks it', () => {
    const client = () => createPreviewSecretClient({ ...options(), token: 'viewer-token' });
    const link = (secret: string) =>
      `https://site.example/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fabout&sanity-preview-perspective=drafts`;

    it('accepts the secret the studio stored, looked up with the token in the raw perspective', async () => {
      const result = await validatePreviewUrl(client(), link(SECRET));
      expect(result).toMatchObject({ isValid: true, redirectTo: '/about?sanity-preview-perspective=drafts' });
      expect(result.studioOrigin).toBe(STUDIO);
      const lookup = server.calls.at(-1)!;
      expect(lookup.token).toBe('viewer-token');
      expect(lookup.search.get('perspective')).toBe('raw');
      expect(lookup.search.get('query')).toContain('sanity.previewUrlSecret');
      expect(JSON.parse(lookup.search.get('$secret')!)).toBe(SECRET);
    });

    it('refuses a wrong secret and one older than an hour', async () => {
      expect((await validatePreviewUrl(client(), link('not-the-secret'))).isValid).toBe(false);
      expect((await validatePreviewUrl(client(), link('a-secret-from-two-hours-ago'))).isValid).toBe(false);
    });
  });
});
