import { TaskIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

/** The checks of one part of the day on a daily tracker sheet. */
export const trackerSection = defineType({
  name: 'trackerSection',
  title: 'Tracker section',
  type: 'object',
  icon: TaskIcon,
  fields: [
    defineField({
      name: 'period',
      type: 'string',
      options: { list: ['morning', 'midday', 'evening'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    line('heading', 40),
    defineField({
      name: 'checks',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'period' } },
});
