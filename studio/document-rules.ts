import type { DocumentActionComponent, Template } from 'sanity';

import { singletonTypes } from './schemaTypes';

/*
 * What an editor may create, duplicate and delete. The site is built around
 * fixed sets: one document per singleton, the day's stages, the diet plans,
 * the supplements, the detox steps and the policies, each with a key or slug
 * the site's pages and routes name. Deleting or duplicating one would leave a
 * page without its content or two documents claiming one key, so the studio
 * does not offer it; editors change their words instead.
 */

/** Types of which the site has a fixed set: never deleted or duplicated. */
export const FIXED_SET_TYPES = new Set<string>(['programmeStage', 'dietPlan', 'supplement', 'detoxItem', 'policy']);

/** Fixed sets a new document could not join either: each one has a page or a place of its own. */
const CLOSED_SET_TYPES = new Set<string>(['programmeStage', 'dietPlan', 'policy']);

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);
const REMOVING_ACTIONS = new Set(['delete', 'duplicate']);

/** The document actions an editor is offered for a type. */
export function allowedActions(schemaType: string, actions: DocumentActionComponent[]): DocumentActionComponent[] {
  if (singletonTypes.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action));
  if (FIXED_SET_TYPES.has(schemaType)) return actions.filter(({ action }) => !action || !REMOVING_ACTIONS.has(action));
  return actions;
}

/** The "new document" templates: none for a singleton or a closed set. */
export function allowedTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !singletonTypes.has(schemaType) && !CLOSED_SET_TYPES.has(schemaType));
}
