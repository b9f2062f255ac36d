import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, orderField } from '../copy-fields';

/** Short stories from past buyers, shown on the final reflection page. */
export const successStory = defineType({
  name: 'successStory',
  title: 'Success story',
  type: 'document',
  icon: UserIcon,
  fields: [
    line('name', 60),
    line('headline', 80),
    defineField({ name: 'story', type: 'text', rows: 5, validation: (rule) => rule.required().min(60).max(600) }),
    orderField('Position on the page, lowest first.', 0),
  ],
  orderings: [{ title: 'Page order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'headline' } },
});
