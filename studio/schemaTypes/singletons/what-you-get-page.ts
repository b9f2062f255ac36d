import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, list, paragraph, required } from '../copy-fields';

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
    list('included', [{ type: 'featureSection' }], [1, 8], "What's included"),
    required('purchase', 'callToAction', 'Purchase call to action'),
    line('priceNote', 60, 'Under the price', 'In the purchase section.'),
  ],
  preview: { prepare: () => ({ title: 'What you get page', subtitle: '/what-you-get' }) },
});
