import { TextIcon } from '@sanity/icons';
import { defineArrayMember, defineType } from 'sanity';

/** Rich text for programme copy: paragraphs and lists, bold and italic, links. No headings: the screens set those. */
export const programmeText = defineType({
  name: 'programmeText',
  title: 'Programme text',
  type: 'array',
  icon: TextIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Normal', value: 'normal' }],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
      },
    }),
  ],
});
