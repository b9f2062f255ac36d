import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    line('label', 40),
    defineField({
      name: 'href',
      title: 'Path or address',
      description: 'A site path such as /about, an in-page anchor such as /#testimonials, or a full https:// address.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^(\/[\w\-/#]*|#[\w-]+|https:\/\/\S+|mailto:\S+)$/, { name: 'path, anchor or https address' }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
