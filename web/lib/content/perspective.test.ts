import { describe, expect, it } from 'vitest';

import type { SanityDocument } from './dataset';
import { applyPerspective, previewPerspective, publishedId } from './perspective';

const doc = (_id: string, title: string): SanityDocument => ({ _id, _type: 'faq', title });

const dataset = [
  doc('faq-a', 'A published'),
  doc('drafts.faq-a', 'A draft'),
  doc('faq-b', 'B published'),
  doc('drafts.faq-new', 'New, never published'),
  doc('versions.rSummer.faq-b', 'B in the summer release'),
];

const titles = (docs: SanityDocument[]) => Object.fromEntries(docs.map((each) => [each._id, each.title]));

describe('perspectives on the embedded dataset', () => {
  it('published: no draft or release version is seen, whatever its id', () => {
    expect(titles(applyPerspective(dataset, 'published'))).toEqual({ 'faq-a': 'A published', 'faq-b': 'B published' });
  });

  it('drafts: a draft stands in for its published document under the published id, and new drafts appear', () => {
    const seen = applyPerspective(dataset, 'drafts');
    expect(titles(seen)).toEqual({ 'faq-a': 'A draft', 'faq-b': 'B published', 'faq-new': 'New, never published' });
    expect(seen.find((each) => each._id === 'faq-a')?._originalId).toBe('drafts.faq-a');
    expect(seen.find((each) => each._id === 'faq-b')?._originalId).toBe('faq-b');
  });

  it('a release stack: its versions first, then drafts, then published', () => {
    expect(titles(applyPerspective(dataset, ['rSummer', 'drafts']))).toEqual({
      'faq-a': 'A draft',
      'faq-b': 'B in the summer release',
      'faq-new': 'New, never published',
    });
  });

  it('leaves the documents themselves unchanged', () => {
    applyPerspective(dataset, 'drafts');
    expect(dataset[1]).toEqual(doc('drafts.faq-a', 'A draft'));
  });
});

describe('the perspective a preview asks for', () => {
  it('is drafts unless it names published or a release stack this site can read', () => {
    expect(previewPerspective(undefined)).toBe('drafts');
    expect(previewPerspective('drafts')).toBe('drafts');
    expect(previewPerspective('published')).toBe('published');
    expect(previewPerspective('rSummer,drafts')).toEqual(['rSummer', 'drafts']);
    expect(previewPerspective('raw')).toBe('drafts');
    expect(previewPerspective('"><script>')).toBe('drafts');
  });

  it('knows a draft and a version by their published id', () => {
    expect(publishedId('drafts.faq-a')).toBe('faq-a');
    expect(publishedId('versions.rSummer.faq-b')).toBe('faq-b');
    expect(publishedId('timeline.morning.01')).toBe('timeline.morning.01');
  });
});
