import { HelpCircleIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, orderField, paragraph, required } from '../copy-fields';

const placements = [
  { title: 'Landing page', value: 'landing' },
  { title: 'Contact page', value: 'contact' },
  { title: 'Both', value: 'both' },
];

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    line('question', 120),
    paragraph('answer', 900, 'Answer', { rows: 5 }),
    required('placement', 'string', 'Shown on', {
      options: { list: placements, layout: 'radio', direction: 'horizontal' },
      initialValue: 'both',
    }),
    orderField('Position in the list, lowest first.', 0),
  ],
  orderings: [{ title: 'List order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'question', placement: 'placement' },
    prepare: ({ title, placement }) => ({
      title,
      subtitle: placements.find((option) => option.value === placement)?.title,
    }),
  },
});
