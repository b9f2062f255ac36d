import { HelpCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

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
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'answer', type: 'text', rows: 5, validation: (rule) => rule.required().max(900) }),
    defineField({
      name: 'placement',
      title: 'Shown on',
      type: 'string',
      options: { list: placements, layout: 'radio', direction: 'horizontal' },
      initialValue: 'both',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      description: 'Position in the list, lowest first.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
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
