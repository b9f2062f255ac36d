import { PlayIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

/** An outbound video link; the screens open it in a new tab. */
export const videoLink = defineType({
  name: 'videoLink',
  title: 'Video link',
  type: 'object',
  icon: PlayIcon,
  fields: [
    line('label', 80),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
});

export const videoLinksField = defineField({
  name: 'videoLinks',
  title: 'Video links',
  type: 'array',
  of: [defineArrayMember({ type: 'videoLink' })],
});
