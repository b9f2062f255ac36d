import { ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineType } from 'sanity';

import { line, list, paragraph } from '../copy-fields';

/** A set of alternatives for one timeline item; the screen opens at most one option at a time. */
export const accordionGroup = defineType({
  name: 'accordionGroup',
  title: 'Accordion group',
  type: 'document',
  icon: ThListIcon,
  fields: [
    line('title', 80),
    paragraph('intro', 400, 'Intro', 'How to choose between the options, e.g. one task of 90 minutes or two of 45.'),
    list('options', [defineArrayMember({ type: 'accordionOption' })], [2, 6]),
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
