import { HeartIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { line, orderField, paragraph } from '../copy-fields';
import { keyField } from './unique-key';

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

export const supplement = defineType({
  name: 'supplement',
  title: 'Supplement',
  type: 'document',
  icon: HeartIcon,
  fields: [
    keyField(SUPPLEMENT_KEYS),
    orderField('Position in the checklist, from 1.', 1),
    line('label', 60),
    line('dose', 80, 'Dose', 'A common label dose, e.g. "200–400 mg". The product does not sell supplements.'),
    paragraph('notes', 400, 'Notes', 'Why it is in the protocol, how to take it, and who should skip it.'),
    defineField({
      name: 'rounds',
      title: 'Taken at',
      description:
        'The timeline steps it is taken at, e.g. "09:30 Supplement Time". The supplement guide’s rounds, the checklist and copy ({supplementTimes}) take their times from these steps, so moving a step moves the round.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'timelineItem' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  orderings: [{ title: 'Checklist order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'label', dose: 'dose', first: 'rounds.0.time', second: 'rounds.1.time', third: 'rounds.2.time' },
    prepare: ({ title, dose, first, second, third }) => ({
      title,
      subtitle: [dose, [first, second, third].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
    }),
  },
});
