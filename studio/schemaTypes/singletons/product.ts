import { defineField, defineType } from 'sanity';

export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'price',
      description: 'One-off price in the currency below, e.g. 9.90. Checkout charges this amount.',
      type: 'number',
      validation: (rule) => rule.required().positive().precision(2),
    }),
    defineField({
      name: 'currency',
      type: 'string',
      options: { list: ['EUR'] },
      initialValue: 'EUR',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'name', price: 'price' },
    prepare: ({ title, price }) => ({ title, subtitle: `€${price}` }),
  },
});
