import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { block, line } from '../copy-fields';

/**
 * The countdown card on /what-you-get. It counts down to the product's
 * `offerEndsAt` (one date for the card and the price), then shows the expired copy.
 */
export const offer = defineType({
  name: 'offer',
  title: 'Launch offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'ctaText',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'ctaLink',
      title: 'Button links to',
      type: 'string',
      initialValue: '/checkout',
      validation: (rule) => rule.required().regex(/^\/[\w\-/]*$/, { name: 'site path' }),
    }),
    defineField({
      name: 'expiredHeading',
      title: 'Heading once expired',
      type: 'string',
      initialValue: 'Offer Expired',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'expiredText',
      title: 'Text once expired',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    block(
      'priceLabels',
      'Price labels',
      [
        line('regularPrice', 40, { title: 'Regular price (read aloud before the struck-out price)' }),
        line('launchPrice', 40, { title: 'Launch price (read aloud before the price)' }),
        line('saving', 40, { title: 'Saving', description: 'Followed by the amount saved.' }),
        line('lowestPrice', 100, {
          title: 'Lowest price',
          description: 'Followed by the lowest price of the 30 days before the offer.',
        }),
      ],
      'Beside the price on /what-you-get while the offer runs.',
    ),
  ],
  preview: { select: { title: 'title' } },
});
