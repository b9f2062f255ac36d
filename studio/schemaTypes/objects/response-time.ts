import { ClockIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, number, required } from '../copy-fields';

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
    number('hours', 'Answered within (hours)', (rule) => rule.integer().positive()),
    line('text', 160, 'Text', { optional: true }),
  ],
  preview: {
    select: { title: 'label', hours: 'hours' },
    prepare: ({ title, hours }) => ({ title, subtitle: `Within ${hours} hours` }),
  },
});
