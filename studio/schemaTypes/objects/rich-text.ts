import { BlockContentIcon } from '@sanity/icons';
import { defineArrayMember, defineType } from 'sanity';

/** Portable Text for long copy (policies, the founder story): headings, lists, emphasis and links. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Sub-heading', value: 'h3' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [
          {
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              {
                name: 'href',
                title: 'Path or address',
                type: 'string',
                validation: (rule) =>
                  rule.required().regex(/^(\/[\w\-/#]*|https:\/\/\S+|mailto:\S+)$/, { name: 'path or address' }),
              },
            ],
          },
        ],
      },
    }),
  ],
});
