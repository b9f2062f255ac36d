import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph, required } from '../copy-fields';

/** Copy of /what-you-get (labelled "How It Works" in the navigation). Price and features come from the product. */
export const whatYouGetPage = defineType({
  name: 'whatYouGetPage',
  title: 'What you get page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    line('seoTitle', 70, 'Page title'),
    paragraph('seoDescription', 200, 'Meta description', { rows: 2 }),
    defineField({ name: 'hero', type: 'hero', validation: (rule) => rule.required() }),
    line('includedHeading', 80, "What's included heading"),
    defineField({
      name: 'included',
      title: "What's included",
      type: 'array',
      of: [{ type: 'featureSection' }],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    required('purchase', 'callToAction', 'Purchase call to action'),
    line('priceNote', 60, 'Under the price', 'In the purchase section.'),
  ],
  preview: { prepare: () => ({ title: 'What you get page', subtitle: '/what-you-get' }) },
});
