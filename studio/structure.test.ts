import { createClient } from '@sanity/client';
import { createWorkspaceFromConfig } from 'sanity';
import { createStructureBuilder } from 'sanity/structure';
import { beforeAll, describe, expect, it } from 'vitest';

import { allowedTemplates, TIMELINE_ITEM_IN_STAGE } from './document-rules';
import { schemaTypes, singletonTypes } from './schemaTypes';
import { structure, TIMELINE_STAGES } from './structure';

interface Pane {
  id: string;
  type: string;
  title?: string;
  items?: Pane[];
  child?: Pane;
  options?: { filter?: string; params?: Record<string, unknown>; defaultOrdering?: unknown };
  initialValueTemplates?: { templateId: string; parameters?: Record<string, unknown> }[];
}

/** The desk as the studio builds it, serialized: what an editor sees in the content list. */
let desk: Pane;

beforeAll(async () => {
  // The structure asks nothing of the Content Lake until a list is opened; this client is never reached.
  const client = createClient({
    projectId: 'seed',
    dataset: 'production',
    apiVersion: '2025-10-01',
    useCdn: false,
    apiHost: 'http://127.0.0.1:9',
    useProjectHostname: false,
  });
  const workspace = await createWorkspaceFromConfig({
    projectId: 'seed',
    dataset: 'production',
    name: 'default',
    // As sanity.config.ts sets them.
    schema: { types: schemaTypes, templates: allowedTemplates },
    currentUser: {
      id: 'editor',
      name: 'Editor',
      email: 'editor@example.com',
      role: 'administrator',
      roles: [{ name: 'administrator', title: 'Administrator' }],
    },
    getClient: () => client,
  });
  const S = createStructureBuilder({ source: workspace.unstable_sources[0]!, perspectiveStack: [] });
  desk = (structure(S, {} as never) as unknown as { serialize: (options: unknown) => Pane }).serialize({ path: [] });
}, 60_000);

const item = (id: string) => desk.items?.find((each) => each.id === id);
const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name);
const firstOrdering = (name: string) =>
  (schemaTypes.find((type) => type.name === name) as { orderings?: { by: unknown }[] }).orderings?.[0]?.by;

describe('the content list', () => {
  it('pins every singleton at the top, opening its one document', () => {
    const pinned = desk.items?.slice(0, singletonTypes.size) ?? [];
    expect(pinned.map((each) => each.id).sort()).toEqual([...singletonTypes].sort());
    for (const singleton of pinned) expect(singleton.child).toMatchObject({ type: 'document', id: singleton.id });
  });

  it.each(documentTypes.filter((type) => !singletonTypes.has(type) && type !== 'timelineItem'))(
    'opens the %s list in its natural order, not by last edit',
    (type) => {
      expect(firstOrdering(type)).toBeDefined();
      expect(item(type)?.child?.options?.defaultOrdering).toEqual(firstOrdering(type));
    },
  );

  it('groups the timeline by stage, each stage in time order, and keeps items without a stage in view', () => {
    const byStage = item('timelineItem')?.child;
    expect(byStage?.items?.map((each) => each.title)).toEqual([
      ...TIMELINE_STAGES.map(({ title }) => title),
      'Without a stage',
    ]);
    for (const [index, { key }] of TIMELINE_STAGES.entries()) {
      const list = byStage?.items?.[index]?.child;
      expect(list?.options).toMatchObject({
        filter: '_type == "timelineItem" && stage->key == $key',
        params: { key },
        defaultOrdering: [{ field: 'time', direction: 'asc' }],
      });
      // A step created from a stage's list starts in that stage.
      expect(list?.initialValueTemplates).toEqual([
        expect.objectContaining({ templateId: TIMELINE_ITEM_IN_STAGE, parameters: { stageKey: key } }),
      ]);
    }
    expect(byStage?.items?.at(-1)?.child?.options).toMatchObject({
      filter: '_type == "timelineItem" && !(stage->key in $keys)',
      params: { keys: TIMELINE_STAGES.map(({ key }) => key) },
    });
    expect(firstOrdering('timelineItem')).toEqual([{ field: 'time', direction: 'asc' }]);
  });
});

describe('every type', () => {
  it.each(schemaTypes.map((type) => [type.name, type] as const))('%s has an icon', (_name, type) => {
    expect((type as { icon?: unknown }).icon).toBeTruthy();
  });

  it.each(
    schemaTypes
      .filter((type) => type.type === 'document' || type.type === 'object')
      .map((type) => [type.name, type] as const),
  )('%s has a preview that names it', (_name, type) => {
    const preview = (type as { preview?: { select?: Record<string, string>; prepare?: unknown } }).preview;
    expect(preview?.prepare ?? preview?.select?.title).toBeTruthy();
  });
});
