import type { DocumentActionComponent, Template } from 'sanity';
import { describe, expect, it } from 'vitest';

import { allowedActions, allowedTemplates } from './document-rules';

const action = (name: DocumentActionComponent['action']) => Object.assign(() => null, { action: name });
const ALL = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete', 'restore'] as const;
const offered = (schemaType: string) =>
  allowedActions(
    schemaType,
    ALL.map((name) => action(name)),
  ).map(({ action: name }) => name);
const template = (schemaType: string) => ({ id: schemaType, schemaType }) as Template;

describe('what editors may create, duplicate and delete', () => {
  it('offers a singleton only publish, discard and restore', () => {
    expect(offered('product')).toEqual(['publish', 'discardChanges', 'restore']);
  });

  it.each(['programmeStage', 'dietPlan', 'supplement', 'detoxItem', 'policy'])(
    'never offers to delete or duplicate a %s of the fixed set',
    (type) => {
      expect(offered(type)).toEqual(['publish', 'unpublish', 'discardChanges', 'restore']);
    },
  );

  it('leaves open lists (testimonials, FAQs, timeline items) fully editable', () => {
    for (const type of ['testimonial', 'faq', 'timelineItem']) expect(offered(type)).toEqual([...ALL]);
  });

  it('offers no new singleton, stage, diet plan or policy, but new supplements, testimonials and FAQs', () => {
    const types = [
      'siteSettings',
      'programmeStage',
      'dietPlan',
      'policy',
      'supplement',
      'detoxItem',
      'testimonial',
      'faq',
    ];
    expect(allowedTemplates(types.map(template)).map(({ schemaType }) => schemaType)).toEqual([
      'supplement',
      'detoxItem',
      'testimonial',
      'faq',
    ]);
  });
});
