import { BlockElementIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({ name: 'headline', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'subline',
      title: 'Sub-line',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'priceNote',
      title: 'Before the price',
      description: 'Home page only: under the button, followed by the price.',
      type: 'string',
      validation: (rule) => rule.max(60),
    }),
  ],
  preview: { select: { title: 'headline', subtitle: 'ctaLabel' } },
});
