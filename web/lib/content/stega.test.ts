import type { ContentSourceMap } from '@sanity/client/csm';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { vercelStegaSplit } from '@vercel/stega';
import { describe, expect, it } from 'vitest';

import { stegaConfig } from './stega';

/** A document, read whole: every field maps to the same path in it, as a Content Source Map would say. */
const stage = {
  _id: 'stage.morning',
  _type: 'programmeStage',
  title: 'Morning',
  intro: 'Start the day slowly.',
  steps: [{ _key: 'wake', time: '7:00', heading: 'Wake up', text: 'A glass of water.', meal: 'breakfast' }],
  jumpToMeal: 'breakfast',
  period: 'morning',
  kind: 'stage',
  placement: 'both',
  shareText: 'I finished the morning',
  supportEmail: 'help@example.com',
  ctaHref: '/checkout',
  appLink: 'https://example.com/app',
  videoUrl: 'https://example.com/video',
  anchorId: 'morning',
  stageKey: 'morning',
  slug: { current: 'morning' },
  startsAt: '2026-01-01T07:00:00Z',
  currency: 'EUR',
};
const sourceMap: ContentSourceMap = {
  documents: [{ _id: stage._id, _type: stage._type }],
  paths: ['$'],
  mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
};

/** The dotted paths of the strings that carry stega. */
function encodedPaths(value: unknown, where = ''): string[] {
  if (typeof value === 'string') return vercelStegaSplit(value).encoded ? [where] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => encodedPaths(item, `${where}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => encodedPaths(item, where ? `${where}.${key}` : key));
}

describe('the stega of a Sanity preview', () => {
  it('marks the words a page shows, and no key, link, address, date, time or field the site computes with', () => {
    const encoded = stegaEncodeSourceMap(stage, sourceMap, stegaConfig('https://studio.example'));
    expect(encodedPaths(encoded).sort()).toEqual(['intro', 'steps[0].heading', 'steps[0].text', 'title']);
  });
});
