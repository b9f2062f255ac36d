import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const responseTime = defineType({
  name: 'responseTime',
  title: 'Response time',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'kind',
      type: 'string',
      options: { list: ['general', 'technical', 'urgent'], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'hours',
      title: 'Answered within (hours)',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({ name: 'text', type: 'string', validation: (rule) => rule.max(160) }),
  ],
  preview: {
    select: { title: 'label', hours: 'hours' },
    prepare: ({ title, hours }) => ({ title, subtitle: `Within ${hours} hours` }),
  },
});
