import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

/** One block of the "what's included" list on /what-you-get. */
export const featureSection = defineType({
  name: 'featureSection',
  title: 'Included section',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    line('title', 60),
    paragraph('text', 400),
    defineField({
      name: 'points',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
