import { StarIcon } from '@sanity/icons';
import { line, list, paragraph, singleton } from '../copy-fields';

/** The choices of the certificate generator on the reflection page. */
export const certificate = singleton('certificate', 'Certificate', StarIcon, {}, [
  line('heading', 80),
  paragraph('intro', 300, 'Intro', { rows: 2 }),
  list('titles', [{ type: 'string' }], 8, undefined, {
    description: 'The titles a buyer can give themselves.',
    unique: true,
  }),
  list('quotes', [{ type: 'string' }], 6, undefined, {
    description: 'The quotes a buyer can put on the certificate, with their punctuation.',
    unique: true,
  }),
  line('buttonLabel', 40, 'Button label'),
]);
