import { ThLargeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** A card that leads into one part of the programme (landing page and dashboard). */
export const moduleCard = defineType({
  name: 'moduleCard',
  title: 'Module card',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(240) }),
    defineField({
      name: 'href',
      title: 'Links to',
      description: 'A site path, e.g. /product/reset/morning.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[\w\-/]*$/, { name: 'site path' }),
    }),
    defineField({ name: 'linkLabel', title: 'Link label', type: 'string', validation: (rule) => rule.max(40) }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
