import { MobileDeviceIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { isUniqueKey } from './unique-key';
import { line, paragraph } from '../copy-fields';

/** The digital-detox checklist's 6 flags; the page keeps them in memory under these keys. */
export const DETOX_KEYS = ['notifications', 'airplane', 'autoreply', 'alarm', 'inform', 'journal'] as const;

export const detoxItem = defineType({
  name: 'detoxItem',
  title: 'Digital-detox item',
  type: 'document',
  icon: MobileDeviceIcon,
  fields: [
    defineField({
      name: 'key',
      type: 'string',
      options: { list: [...DETOX_KEYS] },
      validation: (rule) => rule.required().custom(isUniqueKey),
    }),
    defineField({
      name: 'order',
      description: 'Position in the checklist, from 1.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    line('label', 80),
    paragraph('description', 300, 'Description', { rows: 2 }),
  ],
  orderings: [{ title: 'Checklist order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'label', subtitle: 'description' } },
});
