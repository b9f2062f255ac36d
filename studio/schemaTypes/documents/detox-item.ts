import { MobileDeviceIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, orderField, paragraph } from '../copy-fields';
import { keyField } from './unique-key';

/** The digital-detox checklist's 6 flags; the page keeps them in memory under these keys. */
export const DETOX_KEYS = ['notifications', 'airplane', 'autoreply', 'alarm', 'inform', 'journal'] as const;

export const detoxItem = defineType({
  name: 'detoxItem',
  title: 'Digital-detox item',
  type: 'document',
  icon: MobileDeviceIcon,
  fields: [
    keyField(DETOX_KEYS),
    orderField('Position in the checklist, from 1.', 1),
    line('label', 80),
    paragraph('description', 300, 'Description', { rows: 2 }),
  ],
  orderings: [{ title: 'Checklist order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'label', subtitle: 'description' } },
});
