import { BlockElementIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    line('headline', 120),
    paragraph('subline', 300, 'Sub-line'),
    line('ctaLabel', 60, 'Button label'),
    line('priceNote', 60, 'Before the price', {
      description: 'Home page only: under the button, followed by the price.',
      optional: true,
    }),
  ],
  preview: { select: { title: 'headline', subtitle: 'ctaLabel' } },
});
