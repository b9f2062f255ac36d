import { ShareIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

/** Defaults for link previews in social apps and messengers; pages may override title and description. */
export const openGraph = defineType({
  name: 'openGraph',
  title: 'Open Graph defaults',
  type: 'object',
  icon: ShareIcon,
  fields: [
    line('title', 70),
    paragraph('description', 200, 'Description', { rows: 2 }),
    line('siteName', 40, 'Site name'),
    defineField({
      name: 'image',
      title: 'Share image',
      description: '1200 × 630 px. Without one, the generated default image is used.',
      type: 'image',
      fields: [defineField({ name: 'alt', title: 'Alternative text', type: 'string' })],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
