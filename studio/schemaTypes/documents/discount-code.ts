import { TagIcon } from '@sanity/icons';
import { defineField, defineType, type ValidationContext } from 'sanity';

import { centsOff, CODE_PATTERN, MIN_CHARGE_CENTS, type DiscountCode } from '../../../web/lib/orders/discount';
import { apiVersion } from '../../env';
import { number, required } from '../copy-fields';
import { isUnique } from './unique-key';

/** Against the product's price: the launch price while an offer runs, which is below the regular one. */
async function keepsMinimumCharge(value: number | undefined, context: ValidationContext) {
  const discountType = (context.document as Partial<DiscountCode> | undefined)?.discountType;
  const price = await context.getClient({ apiVersion }).fetch<number | null>(`*[_id == "product"][0].price`);
  if (value === undefined || !discountType || typeof price !== 'number') return true;
  const cents = Math.round(price * 100);
  return (
    cents - centsOff(cents, { discountType, value }) >= MIN_CHARGE_CENTS ||
    `This takes the price (${price.toFixed(2)}) below ${(MIN_CHARGE_CENTS / 100).toFixed(2)}, the least a card can be charged.`
  );
}

export const discountCode = defineType({
  name: 'discountCode',
  title: 'Discount code',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'code',
      description: 'What buyers type at checkout, in capitals: 3 to 32 letters, digits, - or _, e.g. FRIEND10.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(CODE_PATTERN, { name: 'capital letters, digits, - or _ (3 to 32)' })
          .custom(isUnique('code')),
    }),
    required('discountType', 'string', 'Discount', {
      options: { list: ['percent', 'amount'], layout: 'radio' },
      initialValue: 'percent',
    }),
    number('value', 'Percent or amount off', (rule) => rule.positive().precision(2).custom(keepsMinimumCharge), {
      description: 'E.g. 10 for 10 % off, or 2.50 off the price in its currency.',
    }),
    { name: 'startsAt', title: 'Valid from', type: 'datetime', description: 'Optional: from now when empty.' },
    { name: 'endsAt', title: 'Valid until', type: 'datetime', description: 'Optional: no end when empty.' },
    number('maxUses', 'Uses in all', (rule) => rule.integer().min(1), {
      description: 'Optional: how many payments may use it; no limit when empty.',
      optional: true,
    }),
    { name: 'active', type: 'boolean', initialValue: true, description: 'Turn off to withdraw the code at once.' },
  ],
  orderings: [{ title: 'Code', name: 'code', by: [{ field: 'code', direction: 'asc' }] }],
  preview: {
    select: { title: 'code', discountType: 'discountType', value: 'value', active: 'active' },
    prepare: ({ title, discountType, value, active }) => ({
      title,
      subtitle: `${value}${discountType === 'percent' ? ' %' : ''} off${active ? '' : ' (withdrawn)'}`,
    }),
  },
});
