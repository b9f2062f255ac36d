import type { DocumentLocationResolverObject, DocumentLocationsState } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';

import { outboxEmailSchema } from '../web/lib/mail/messages';
import { emailPreviewPath } from '../web/lib/mail/samples';
import { readSeed } from '../tests/support/seed';
import { EMAIL_PREVIEW_PAGES, MEMBERS_FILES, SITE_PAGES } from '../tests/support/site-paths';
import { locations, mainDocuments } from './presentation';
import { schemaTypes } from './schemaTypes';

const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
/** What the Presentation tool may open: the pages, the members' printables, and the e-mails' previews. */
const pages = new Set<string>([...SITE_PAGES, ...MEMBERS_FILES, ...EMAIL_PREVIEW_PAGES]);
const emailKinds = outboxEmailSchema.options.map((option) => option.shape.kind.value);

const seed = readSeed();
const byId = new Map(seed.map((doc) => [doc._id, doc as Record<string, unknown>]));

/** A `select` path read as the studio reads it: through references (`stage.key` is the referenced stage's key). */
function selectPath(doc: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, field) => {
    const ref = (value as { _ref?: string } | undefined)?._ref;
    const target = ref ? byId.get(ref) : (value as Record<string, unknown> | undefined);
    return target?.[field];
  }, doc);
}

/** What the studio shows for a document of `type`, from its selected fields. */
function locationsOf(type: string, doc: Record<string, unknown>): DocumentLocationsState | null | undefined {
  const entry = locations[type];
  if (!entry || !('resolve' in entry)) return entry;
  const { select, resolve } = entry as DocumentLocationResolverObject;
  return (
    resolve(Object.fromEntries(Object.entries(select).map(([name, path]) => [name, selectPath(doc, path)]))) ??
    undefined
  );
}

const hrefs = (state: ReturnType<typeof locationsOf>) => (state?.locations ?? []).map(({ href }) => href);

describe('where the Presentation tool says each document is used', () => {
  it('names a place, or says why there is none, for every document type', () => {
    for (const type of documentTypes) {
      expect(locations[type], type).toBeDefined();
    }
    expect(Object.keys(locations).sort()).toEqual([...documentTypes].sort());
  });

  it('points every document of the seed at pages the site has', () => {
    for (const doc of seed) {
      const state = locationsOf(doc._type, doc);
      expect(state?.locations?.length || state?.message, `${doc._id} has a place or a message`).toBeTruthy();
      for (const href of hrefs(state)) expect(pages, `${doc._id} → ${href}`).toContain(href);
    }
  });

  it('follows a timeline item to its stage’s page, and an FAQ to where it is placed', () => {
    const item = seed.find((doc) => doc._type === 'timelineItem' && doc._id.startsWith('timeline.midday'))!;
    expect(hrefs(locationsOf('timelineItem', item))).toEqual(['/product/reset/midday']);
    expect(hrefs(locationsOf('faq', { placement: 'both' }))).toEqual(['/', '/contact']);
    expect(hrefs(locationsOf('faq', { placement: 'contact' }))).toEqual(['/contact']);
  });

  it('sends the e-mail copy to the preview of each e-mail it writes, and every kind has a preview', () => {
    expect(EMAIL_PREVIEW_PAGES).toEqual(['/preview/emails', ...emailKinds.map(emailPreviewPath)]);
    expect(hrefs(locationsOf('emailCopy', {}))).toEqual([
      '/preview/emails',
      ...(['order_confirmation', 'welcome', 'sign_in_link', 'access_withdrawn'] as const).map(emailPreviewPath),
    ]);
  });

  it('sends the documents’ copy to the printables it writes: the guide, the tracker and the journal', () => {
    expect(hrefs(locationsOf('documentsCopy', {}))).toEqual([
      '/assets/printable-guide.html',
      '/api/guide',
      '/daily-reset-tracker',
      '/api/tracker',
      '/assets/reflection-journal.html',
    ]);
  });

  it('opens each page it knows with that page’s main document', () => {
    for (const { route } of mainDocuments as { route: string }[]) {
      if (!route.includes(':')) expect(pages, route).toContain(route);
    }
  });
});
