import { StarIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, paragraph, singleton } from '../copy-fields';

/** The choices of the certificate generator on the reflection page. */
export const certificate = singleton('certificate', 'Certificate', StarIcon, {}, [
  line('heading', 80),
  paragraph('intro', 300, 'Intro', { rows: 2 }),
  defineField({
    name: 'titles',
    description: 'The titles a buyer can give themselves.',
    type: 'array',
    of: [{ type: 'string' }],
    validation: (rule) => rule.required().length(8).unique(),
  }),
  defineField({
    name: 'quotes',
    description: 'The quotes a buyer can put on the certificate, with their punctuation.',
    type: 'array',
    of: [{ type: 'string' }],
    validation: (rule) => rule.required().length(6).unique(),
  }),
  line('buttonLabel', 40, 'Button label'),
]);
