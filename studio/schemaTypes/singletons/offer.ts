import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { block, line, paragraph } from '../copy-fields';

/** The countdown card on /what-you-get: it counts down to the product's `offerEndsAt`, the price's date too. */
export const offer = defineType({
  name: 'offer',
  title: 'Launch offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    line('title', 60),
    paragraph('description', 200, 'Description', { rows: 2 }),
    line('ctaText', 40, 'Button label'),
    defineField({
      name: 'ctaLink',
      title: 'Button links to',
      type: 'string',
      initialValue: '/checkout',
      validation: (rule) => rule.required().regex(/^\/[\w\-/]*$/, { name: 'site path' }),
    }),
    { ...line('expiredHeading', 40, 'Heading once expired'), initialValue: 'Offer Expired' },
    paragraph('expiredText', 200, 'Text once expired', { rows: 2 }),
    block('priceLabels', 'Price labels', 'Beside the price on /what-you-get while the offer runs.', [
      line('regularPrice', 40, 'Regular price (read aloud before the struck-out price)'),
      line('launchPrice', 40, 'Launch price (read aloud before the price)'),
      line('saving', 40, 'Saving', 'Followed by the amount saved.'),
      line('lowestPrice', 100, 'Lowest price', 'Followed by the lowest price of the 30 days before the offer.'),
    ]),
  ],
  preview: { select: { title: 'title' } },
});
