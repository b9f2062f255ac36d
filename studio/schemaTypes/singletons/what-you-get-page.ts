import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

/** Copy of /what-you-get (labelled "How It Works" in the navigation). Price and features come from the product. */
export const whatYouGetPage = defineType({
  name: 'whatYouGetPage',
  title: 'What you get page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'seoTitle',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'seoDescription',
      title: 'Meta description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'hero', type: 'hero', validation: (rule) => rule.required() }),
    defineField({
      name: 'includedHeading',
      title: "What's included heading",
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'included',
      title: "What's included",
      type: 'array',
      of: [{ type: 'featureSection' }],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'purchase',
      title: 'Purchase call to action',
      type: 'callToAction',
      validation: (rule) => rule.required(),
    }),
    line('priceNote', 60, { title: 'Under the price', description: 'In the purchase section.' }),
  ],
  preview: { prepare: () => ({ title: 'What you get page', subtitle: '/what-you-get' }) },
});
