import { ShareIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Defaults for link previews in social apps and messengers; pages may override title and description. */
export const openGraph = defineType({
  name: 'openGraph',
  title: 'Open Graph defaults',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(70) }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
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
