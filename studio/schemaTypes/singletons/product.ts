import { PackageIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, lines, list, number, object, paragraph, required } from '../copy-fields';
import { lowestPriceRule, regularPriceRule, requiredWithRegularPrice } from './product-offer-rules';

/** The one thing the site sells; copy states its figures as placeholders ({price} …, web/lib/content/placeholders.ts). */
export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'offer', title: 'Offer', default: true },
    { name: 'checkout', title: 'Checkout' },
    { name: 'seo', title: 'Structured data' },
  ],
  fields: [
    defineField({ name: 'name', type: 'string', group: 'offer', validation: (rule) => rule.required() }),
    paragraph('summary', 200, 'Summary', {
      description: 'One sentence describing the programme, used in structured data and the checkout summary.',
      group: 'offer',
      rows: 2,
    }),
    number('price', 'Price (launch price while an offer runs)', (rule) => rule.positive().precision(2), {
      description:
        'One-off price in the currency below, e.g. 9.90. Checkout charges it until the offer ends, then the regular price. Copy states the price in force as {price}.',
      group: 'offer',
    }),
    number('regularPrice', 'Regular price', (rule) => rule.positive().precision(2).custom(regularPriceRule), {
      description:
        'Leave empty when there is no offer. Shown struck through while the offer runs, charged once it ends. The saving is computed from the two prices.',
      group: 'offer',
      optional: true,
    }),
    defineField({
      name: 'offerEndsAt',
      title: 'Offer ends at',
      description: 'The moment the launch price ends, for every visitor; the countdown counts down to it.',
      type: 'datetime',
      group: 'offer',
      validation: (rule) => rule.custom(requiredWithRegularPrice('the moment the offer ends')),
    }),
    number(
      'lowestPrice30Days',
      'Lowest price in the 30 days before the offer',
      (rule) =>
        rule
          .positive()
          .precision(2)
          .custom(requiredWithRegularPrice('the lowest price of the 30 days before the offer'))
          .custom(lowestPriceRule),
      {
        description:
          'EU price-indication rules: a price reduction must state the lowest price applied in the 30 days before it. Shown beside the saving.',
        group: 'offer',
        optional: true,
      },
    ),
    required('currency', 'string', 'Currency', { group: 'offer', options: { list: ['EUR'] }, initialValue: 'EUR' }),
    list('features', [{ type: 'string' }], [3, 12], undefined, {
      description: 'What the buyer gets, one line each.',
      group: 'offer',
      unique: true,
    }),
    object('guarantee', 'Guarantee', { group: 'offer' }, [
      line('title', 60),
      number('days', 'Refund window (days)', (rule) => rule.integer().positive(), {
        description: 'Copy states it as {guaranteeDays}, e.g. "{guaranteeDays}-day money-back guarantee".',
      }),
      paragraph(
        'conditions',
        400,
        'Conditions in short',
        'The full rules are on the refund policy, which this links to.',
      ),
    ]),
    line('donationPerPurchase', 20, 'Donation per purchase', {
      description: 'As buyers read it, e.g. "$1". Copy states it as {donation}.',
      group: 'checkout',
    }),
    number('climateSharePercent', 'Climate contribution (% of the price)', (rule) => rule.min(0).max(100), {
      description:
        'E.g. 0.5. Copy states it as {climateShare}, and the amount it makes of the price as {climateAmount}.',
      group: 'checkout',
    }),
    line('donationLine', 120, 'Donation line', { group: 'checkout' }),
    line('climateLine', 120, 'Climate contribution line', { group: 'checkout' }),
    object('impact', 'Positive impact', { group: 'checkout' }, [line('heading', 60), paragraph('text', 400)]),
    lines('protectionNotes', 1, 6, 'Protection notes', {
      description: 'Reassurances shown beside the payment form, one line each.',
      group: 'checkout',
    }),
    object('rating', 'Aggregate rating', { group: 'seo' }, [
      number('ratingValue', 'Average (1–5)', (rule) => rule.min(1).max(5).precision(1)),
      number('reviewCount', 'Number of reviews', (rule) => rule.integer().positive()),
    ]),
    required('availability', 'string', 'Availability', {
      description: 'The schema.org availability in structured data.',
      group: 'seo',
      options: {
        list: [
          { title: 'In stock', value: 'InStock' },
          { title: 'Pre-order', value: 'PreOrder' },
          { title: 'Out of stock', value: 'OutOfStock' },
        ],
        layout: 'radio',
      },
      initialValue: 'InStock',
    }),
  ],
  preview: {
    select: { title: 'name', price: 'price' },
    prepare: ({ title, price }) => ({
      title,
      subtitle: typeof price === 'number' ? `€${price.toFixed(2)}` : undefined,
    }),
  },
});
