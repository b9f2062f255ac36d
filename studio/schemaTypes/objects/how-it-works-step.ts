import { OlistIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const howItWorksStep = defineType({
  name: 'howItWorksStep',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
