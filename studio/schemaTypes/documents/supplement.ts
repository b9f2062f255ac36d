import { HeartIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { isUniqueKey } from './unique-key';

/** The supplement checklist's 14 flags; the page keeps them in memory under these keys. */
export const SUPPLEMENT_KEYS = [
  'magnesium',
  'vitaminb',
  'vitaminc',
  'vitamind3',
  'ltyrosine',
  'ltheanine',
  'melatonin',
  'electrolytes',
  'water',
  'ashwagandha',
  'zinc',
  'tea',
  'ginkgo',
  'omega3',
] as const;

/** The supplement guide's three rounds. */
export const SUPPLEMENT_TIMES = ['9:30', '15:00', '20:45'] as const;

export const supplement = defineType({
  name: 'supplement',
  title: 'Supplement',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({
      name: 'key',
      type: 'string',
      options: { list: [...SUPPLEMENT_KEYS] },
      validation: (rule) => rule.required().custom(isUniqueKey),
    }),
    defineField({
      name: 'order',
      description: 'Position in the checklist, from 1.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'dose',
      description: 'A common label dose, e.g. "200–400 mg". The product does not sell supplements.',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'notes',
      description: 'Why it is in the protocol, how to take it, and who should skip it.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'timings',
      description: 'The supplement-guide rounds it belongs to.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', options: { list: [...SUPPLEMENT_TIMES] } })],
      options: { list: [...SUPPLEMENT_TIMES] },
      validation: (rule) => rule.required().min(1).max(SUPPLEMENT_TIMES.length).unique(),
    }),
  ],
  orderings: [{ title: 'Checklist order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'label', dose: 'dose', timings: 'timings' },
    prepare: ({ title, dose, timings }) => ({
      title,
      subtitle: [dose, ((timings as string[] | undefined) ?? []).join(', ')].filter(Boolean).join(' · '),
    }),
  },
});
