import { ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** A set of alternatives for one timeline item; the screen opens at most one option at a time. */
export const accordionGroup = defineType({
  name: 'accordionGroup',
  title: 'Accordion group',
  type: 'document',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'intro',
      description: 'How to choose between the options, e.g. one task of 90 minutes or two of 45.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'accordionOption' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  orderings: [{ title: 'Title', name: 'title', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', options: 'options' },
    prepare: ({ title, options }) => ({
      title,
      subtitle: ((options as { title?: string }[] | undefined) ?? []).map((option) => option.title).join(' · '),
    }),
  },
});
