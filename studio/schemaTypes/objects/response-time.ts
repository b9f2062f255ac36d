import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, required } from '../copy-fields';

export const responseTime = defineType({
  name: 'responseTime',
  title: 'Response time',
  type: 'object',
  icon: ClockIcon,
  fields: [
    required('kind', 'string', 'Kind', {
      options: { list: ['general', 'technical', 'urgent'], layout: 'radio', direction: 'horizontal' },
    }),
    line('label', 40),
    defineField({
      name: 'hours',
      title: 'Answered within (hours)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    line('text', 160, 'Text', { optional: true }),
  ],
  preview: {
    select: { title: 'label', hours: 'hours' },
    prepare: ({ title, hours }) => ({ title, subtitle: `Within ${hours} hours` }),
  },
});
