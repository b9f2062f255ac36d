import { PlayIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** An outbound video link; the screens open it in a new tab. */
export const videoLink = defineType({
  name: 'videoLink',
  title: 'Video link',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'url',
      title: 'URL',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['https'] }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
});
