import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, lines, paragraph, singleton } from '../copy-fields';

/** Copy of the printable 7-day tracker (/daily-reset-tracker). The number of sheets and note lines is code. */
export const trackerCopy = singleton('trackerCopy', 'Tracker', CheckmarkCircleIcon, '/daily-reset-tracker', [
  line('heading', 80),
  paragraph('intro', 300, 'Intro', { rows: 2 }),
  lines('instructions', 1, 6),
  defineField({
    name: 'sections',
    description: 'Morning, midday and evening, in that order.',
    type: 'array',
    of: [{ type: 'trackerSection' }],
    validation: (rule) =>
      rule
        .required()
        .length(3)
        .custom((sections) => {
          const periods = (sections ?? []).map((section) => (section as { period?: string }).period).join(',');
          return periods === 'morning,midday,evening' ? true : 'Sections must be morning, midday and evening, in order';
        }),
  }),
  line('notesLabel', 40, 'Notes label'),
  line('printLabel', 30, 'Print button'),
  line('pdfLabel', 30, 'PDF button'),
  line('htmlLabel', 30, 'HTML button'),
]);
