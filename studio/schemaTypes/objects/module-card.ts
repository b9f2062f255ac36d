import { ThLargeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

/** A card that leads into one part of the programme (landing page and dashboard). */
export const moduleCard = defineType({
  name: 'moduleCard',
  title: 'Module card',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    line('title', 40),
    paragraph('text', 240),
    defineField({
      name: 'href',
      title: 'Links to',
      description: 'A site path, e.g. /product/reset/morning.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[\w\-/]*$/, { name: 'site path' }),
    }),
    line('linkLabel', 40, 'Link label', { optional: true }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
