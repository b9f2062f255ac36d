import { DocumentPdfIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { block, line, paragraph } from './copy-fields';

const blanks = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [{ type: 'string' }],
    description: 'Labels of the blanks to fill in by hand, side by side.',
    validation: (rule) => rule.required().min(1).max(3),
  });

/**
 * The fixed words of the printable documents (the guide, the 7-day tracker's
 * sheets and the reflection journal), as PDF and as web page alike. What they
 * list comes from the stages, plans and the tracker's copy. {programmeName}
 * is the product's name; {day} and {days} are the sheet's number and the count.
 */
export const documentsCopy = defineType({
  name: 'documentsCopy',
  title: 'Printable documents',
  type: 'document',
  icon: DocumentPdfIcon,
  fields: [
    block('guide', 'The printable guide', [
      line('title', 'Document title', 80, 'The PDF’s title and the web page’s tab.'),
      line('subject', 'Document subject', 120),
      line('footer', 'Page footer', 60),
      line('lead', 'Opening line', 120),
      line('contents', 'What it holds', 160),
      line('supplementsHeading', 'Supplement guide heading'),
      paragraph('supplementsNote', 'Under the supplement guide', 300),
      line('mealPlansHeading', 'Meal plans heading'),
      line('breakfast', 'Breakfast', 30),
      line('lunch', 'Lunch', 30),
      line('dinner', 'Dinner', 30),
      line('ingredientsLabel', 'Over a meal’s ingredients', 30),
      line('stepsLabel', 'Over a meal’s steps', 30),
      line('quotesHeading', 'Quotes heading'),
    ]),
    block('tracker', 'The 7-day tracker’s sheets', [
      line(
        'title',
        'Document title',
        80,
        'The PDF’s title and the web page’s tab; {heading} is the tracker’s heading.',
      ),
      line('dayHeading', 'Each sheet’s heading', 40),
      blanks('blanks', 'Blanks on each sheet'),
      line('dayLabel', 'A tick’s day, for screen readers', 30, 'Said before each box on the tracker page.'),
    ]),
    block('journal', 'The reflection journal', [
      line('title', 'Document title', 80),
      line('heading', 'Heading'),
      line('intro', 'Under the heading', 160),
      line('printLabel', 'Print button', 40),
      blanks('blanks', 'Blanks'),
      paragraph('closing', 'Closing note', 300),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Printable documents', subtitle: 'Guide, tracker and journal' }) },
});
