import { TaskIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, lines, required } from '../copy-fields';

/** The checks of one part of the day on a daily tracker sheet. */
export const trackerSection = defineType({
  name: 'trackerSection',
  title: 'Tracker section',
  type: 'object',
  icon: TaskIcon,
  fields: [
    required('period', 'string', 'Period', {
      options: { list: ['morning', 'midday', 'evening'], layout: 'radio', direction: 'horizontal' },
    }),
    line('heading', 40),
    lines('checks', 1, 8),
  ],
  preview: { select: { title: 'heading', subtitle: 'period' } },
});
