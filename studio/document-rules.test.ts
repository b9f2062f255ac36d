import path from 'node:path';

import { createClient, type SanityClient } from '@sanity/client';
import type { DocumentActionComponent, Template } from 'sanity';
import { describe, expect, it } from 'vitest';

import { startGroqServer } from '../scripts/lib/groq-server';
import { readSeedDataset } from '../web/lib/content/dataset';
import { allowedActions, allowedTemplates, TIMELINE_ITEM_IN_STAGE } from './document-rules';

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
    'never offers to delete, unpublish or duplicate a %s of the fixed set',
    (type) => {
      expect(offered(type)).toEqual(['publish', 'discardChanges', 'restore']);
    },
  );

  it('leaves open lists (testimonials, FAQs, timeline items) fully editable', () => {
    for (const type of ['testimonial', 'faq', 'timelineItem']) expect(offered(type)).toEqual([...ALL]);
  });

  it('offers no new singleton or member of a fixed set, but new testimonials, FAQs and timeline items', () => {
    const types = [
      'siteSettings',
      'programmeStage',
      'dietPlan',
      'policy',
      'supplement',
      'detoxItem',
      'testimonial',
      'faq',
      'timelineItem',
    ];
    expect(allowedTemplates(types.map(template)).map(({ id }) => id)).toEqual([
      'testimonial',
      'faq',
      'timelineItem',
      TIMELINE_ITEM_IN_STAGE,
    ]);
  });

  it('starts a timeline item created in a stage’s list in that stage', async () => {
    const server = await startGroqServer(await readSeedDataset(path.resolve(import.meta.dirname, 'seed')));
    try {
      const client = createClient({
        projectId: 'seed',
        dataset: 'production',
        apiVersion: '2025-10-01',
        useCdn: false,
        apiHost: server.url,
        useProjectHostname: false,
      });
      const inStage = allowedTemplates([]).find(({ id }) => id === TIMELINE_ITEM_IN_STAGE);
      const value = inStage?.value as (
        params: { stageKey: string },
        context: { getClient: () => SanityClient },
      ) => unknown;
      expect(await value({ stageKey: 'midday' }, { getClient: () => client })).toEqual({
        stage: { _type: 'reference', _ref: 'stage.midday' },
      });
      expect(await value({ stageKey: 'nowhere' }, { getClient: () => client })).toEqual({});
    } finally {
      await server.close();
    }
  });
});
