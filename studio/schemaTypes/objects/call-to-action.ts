import { LaunchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    line('heading', 80),
    paragraph('text', 400),
    line(
      'buttonLabel',
      40,
      'Button label',
      'Pages that sell add the current price after it, e.g. "Get Instant Access – €9.90".',
    ),
    defineField({
      name: 'href',
      title: 'Button links to',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[\w\-/#]*$/, { name: 'site path' }),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'href' } },
});
