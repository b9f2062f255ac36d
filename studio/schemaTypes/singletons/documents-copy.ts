import { DocumentPdfIcon } from '@sanity/icons';

import { block, line, lines, paragraph, singleton } from '../copy-fields';

const blanks = (name: string, title: string) =>
  lines(name, 1, 3, title, 'Labels of the blanks to fill in by hand, side by side.');

/** The fixed words of the printable documents, as PDF and as web page alike; {day} of {days} number the sheets. */
export const documentsCopy = singleton(
  'documentsCopy',
  'Printable documents',
  DocumentPdfIcon,
  'Guide, tracker and journal',
  [
    block('guide', 'The printable guide', [
      line('title', 80, 'Document title', 'The PDF’s title and the web page’s tab.'),
      line('subject', 120, 'Document subject'),
      line('footer', 60, 'Page footer'),
      line('lead', 120, 'Opening line'),
      line('contents', 160, 'What it holds'),
      line('supplementsHeading', 80, 'Supplement guide heading'),
      paragraph('supplementsNote', 300, 'Under the supplement guide'),
      line('mealPlansHeading', 80, 'Meal plans heading'),
      line('breakfast', 30),
      line('lunch', 30),
      line('dinner', 30),
      line('ingredientsLabel', 30, 'Over a meal’s ingredients'),
      line('stepsLabel', 30, 'Over a meal’s steps'),
      line('quotesHeading', 80, 'Quotes heading'),
    ]),
    block('tracker', 'The 7-day tracker’s sheets', [
      line(
        'title',
        80,
        'Document title',
        'The PDF’s title and the web page’s tab; {heading} is the tracker’s heading.',
      ),
      line('dayHeading', 40, 'Each sheet’s heading'),
      blanks('blanks', 'Blanks on each sheet'),
      line('dayLabel', 30, 'A tick’s day, for screen readers', 'Said before each box on the tracker page.'),
    ]),
    block('journal', 'The reflection journal', [
      line('title', 80, 'Document title'),
      line('heading', 80),
      line('intro', 160, 'Under the heading'),
      line('printLabel', 40, 'Print button'),
      blanks('blanks', 'Blanks'),
      paragraph('closing', 300, 'Closing note'),
    ]),
  ],
);
