import { defineField, type FieldDefinition } from 'sanity';

/*
 * The fields the pages' words are made of, each required and bounded: a page
 * never renders a gap where an editor emptied a field.
 */

interface CopyOptions {
  title?: string;
  description?: string;
}

/** A required line: a heading, a label, a button's words. */
export const line = (name: string, max: number, options: CopyOptions = {}) =>
  defineField({ name, type: 'string', ...options, validation: (rule) => rule.required().max(max) });

/** A required paragraph. */
export const paragraph = (name: string, max: number, options: CopyOptions = {}) =>
  defineField({ name, type: 'text', rows: 3, ...options, validation: (rule) => rule.required().max(max) });

/** A required group of fields, one block of a page. */
export const block = (name: string, title: string, fields: FieldDefinition[], description?: string) =>
  defineField({
    name,
    title,
    type: 'object',
    ...(description ? { description } : {}),
    options: { collapsible: true, collapsed: false },
    validation: (rule) => rule.required(),
    fields,
  });
