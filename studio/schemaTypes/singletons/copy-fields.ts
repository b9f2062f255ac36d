import { defineField } from 'sanity';

/*
 * Short builders for the members' and e-mails' copy singletons, whose fields
 * are many short texts: each required, with a length that fits where it shows.
 */

/** A required line of copy. */
export const line = (name: string, title: string, max = 80, description?: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(max) });

/** A required paragraph of copy. */
export const paragraph = (name: string, title: string, max = 400, description?: string) =>
  defineField({ name, title, type: 'text', rows: 3, description, validation: (rule) => rule.required().max(max) });

/** A required group of copy fields, shown as one object in the studio. */
export const block = (
  name: string,
  title: string,
  fields: ReturnType<typeof defineField>[],
  options: { group?: string; description?: string } = {},
) =>
  defineField({
    name,
    title,
    type: 'object',
    group: options.group,
    description: options.description,
    options: { collapsible: true, collapsed: false },
    validation: (rule) => rule.required(),
    fields,
  });

/** A heading and the text under it. */
export const headed = (name: string, title: string, extra: ReturnType<typeof defineField>[] = [], group?: string) =>
  block(name, title, [line('heading', 'Heading'), paragraph('text', 'Text'), ...extra], { group });
