import type { DocumentActionComponent, InitialValueResolverContext, Template } from 'sanity';

import { apiVersion } from './env';
import { singletonTypes } from './schemaTypes';

/*
 * The site is built around fixed sets, each document with a key or slug its pages name:
 * deleting, unpublishing or duplicating one would leave a page without content or two
 * documents claiming one key, so the studio offers none of it.
 */

export const FIXED_SET_TYPES = new Set<string>(['programmeStage', 'dietPlan', 'supplement', 'detoxItem', 'policy']);

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);
const REMOVING_ACTIONS = new Set(['delete', 'duplicate', 'unpublish']);

export function allowedActions(schemaType: string, actions: DocumentActionComponent[]): DocumentActionComponent[] {
  if (singletonTypes.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action));
  if (FIXED_SET_TYPES.has(schemaType)) return actions.filter(({ action }) => !action || !REMOVING_ACTIONS.has(action));
  return actions;
}

/** The template a stage's timeline list creates its new items with: the item starts in that stage. */
export const TIMELINE_ITEM_IN_STAGE = 'timelineItem-in-stage';

const timelineItemInStage: Template<{ stageKey: string }> = {
  id: TIMELINE_ITEM_IN_STAGE,
  title: 'Timeline item in this stage',
  schemaType: 'timelineItem',
  parameters: [{ name: 'stageKey', type: 'string' }],
  value: async ({ stageKey }: { stageKey: string }, { getClient }: InitialValueResolverContext) => {
    const stageId = await getClient({ apiVersion }).fetch<string | null>(
      '*[_type == "programmeStage" && key == $stageKey && !(_id in path("drafts.**"))][0]._id',
      { stageKey },
    );
    return stageId ? { stage: { _type: 'reference', _ref: stageId } } : {};
  },
};

export function allowedTemplates(templates: Template[]): Template[] {
  return [
    ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType) && !FIXED_SET_TYPES.has(schemaType)),
    timelineItemInStage as Template,
  ];
}
