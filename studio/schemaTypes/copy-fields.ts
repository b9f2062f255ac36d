import type { ComponentType } from 'react';
import {
  type ArrayOfType,
  defineField,
  defineType,
  type FieldDefinition,
  type FieldGroupDefinition,
  type NumberRule,
  type Rule,
  type StringRule,
} from 'sanity';

// The schema's repeated shapes. Copy fields are required (unless `optional`) and bounded:
// a page never renders a gap where an editor emptied a field.

/** A description, or the field's other settings. */
type More = string | ({ description?: string; group?: string; fieldset?: string; rows?: number } & Flags);
type Flags = { optional?: boolean; unique?: boolean };

const settings = <T extends object>(more: string | T = {} as T): T =>
  typeof more === 'string' ? ({ description: more } as T) : more;

/** Text of at most `max` characters: a line (a heading, a label, a button's words) or a paragraph. */
const text = (type: 'string' | 'text') => (name: string, max: number, title?: string, more?: More) => {
  const { optional, ...rest } = settings(more);
  return defineField({
    name,
    title,
    type,
    ...(type === 'text' && { rows: 3 }),
    ...rest,
    validation: (rule: StringRule) => (optional ? rule : rule.required()).max(max),
  });
};

export const line = text('string');
export const paragraph = text('text');

/** A number, required unless `optional`; `check` adds its bounds. */
export function number(name: string, title: string | undefined, check: (rule: NumberRule) => NumberRule, more?: More) {
  const { optional, ...rest } = settings(more);
  return defineField({
    name,
    title,
    type: 'number',
    ...rest,
    validation: (rule) => check(optional ? rule : rule.required()),
  });
}

/** A required field of any other type, with its settings (`options`, `initialValue` …). */
export const required = (name: string, type: string, title?: string, more?: string | Record<string, unknown>) =>
  defineField({ name, title, type, ...settings(more), validation: (rule: Rule) => rule.required() });

/** A required list of `of`: exactly `count` items, or from `count[0]` to `count[1]`; `unique` refuses repeats. */
export function list(name: string, of: ArrayOfType[], count: number | [number, number], title?: string, more?: More) {
  const { unique, ...rest } = settings(more);
  return defineField({
    name,
    title,
    type: 'array',
    of,
    ...rest,
    validation: (rule) => {
      const counted =
        typeof count === 'number' ? rule.required().length(count) : rule.required().min(count[0]).max(count[1]);
      return unique ? counted.unique() : counted;
    },
  });
}

export const lines = (name: string, min: number, max: number, title?: string, more?: More) =>
  list(name, [{ type: 'string' }], [min, max], title, more);

/** A required object: fields that show together; like singleton(), its settings (if any) come before them. */
export function object(name: string, title: string, ...rest: Contents) {
  const [more, fields] = rest.length === 1 ? [undefined, ...rest] : rest;
  return defineField({ name, title, type: 'object', ...settings(more), validation: (rule) => rule.required(), fields });
}
type Contents = [FieldDefinition[]] | [string | { description?: string; group?: string }, FieldDefinition[]];

/** One block of a page: a required object the editor may fold away. */
export const block = (name: string, title: string, ...rest: Contents) =>
  defineField({ ...object(name, title, ...rest), options: { collapsible: true, collapsed: false } });

/** A document's position in its list, from `min` (up to `max`). */
export const orderField = (description: string, min: number, max?: number, group?: string) =>
  defineField({
    name: 'order',
    description,
    type: 'number',
    group,
    validation: (rule) =>
      max === undefined ? rule.required().integer().min(min) : rule.required().integer().min(min).max(max),
  });

/** A heading and the text under it. */
export const headed = (name: string, title: string, extra: FieldDefinition[] = [], group?: string) =>
  block(name, title, { group }, [line('heading', 80), paragraph('text', 400), ...extra]);

/** A document edited as its one copy, listed under its own title and `more`: a subtitle, or that and its groups. */
export const singleton = (
  name: string,
  title: string,
  icon: ComponentType,
  more: string | { subtitle?: string; groups?: FieldGroupDefinition[] },
  fields: FieldDefinition[],
) => {
  const { subtitle, groups } = typeof more === 'string' ? { subtitle: more, groups: undefined } : more;
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    groups,
    fields,
    preview: { prepare: () => ({ title, subtitle }) },
  });
};
