import { DocumentTextIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, list, paragraph, required, singleton } from '../copy-fields';

/** Copy of /what-you-get (labelled "How It Works" in the navigation). Price and features come from the product. */
export const whatYouGetPage = singleton('whatYouGetPage', 'What you get page', DocumentTextIcon, '/what-you-get', [
  line('seoTitle', 70, 'Page title'),
  paragraph('seoDescription', 200, 'Meta description', { rows: 2 }),
  defineField({ name: 'hero', type: 'hero', validation: (rule) => rule.required() }),
  line('includedHeading', 80, "What's included heading"),
  list('included', [{ type: 'featureSection' }], [1, 8], "What's included"),
  required('purchase', 'callToAction', 'Purchase call to action'),
  line('priceNote', 60, 'Under the price', 'In the purchase section.'),
]);
