import { SparklesIcon } from '@sanity/icons';

import { line, lines, list, object, paragraph, singleton } from '../copy-fields';

/** The closing sections of the final reflection page; the success stories are their own documents. */
export const reflectionExtras = singleton(
  'reflectionExtras',
  'Reflection page extras',
  SparklesIcon,
  '/product/reset/reflection',
  [
    line('successStoriesHeading', 80, 'Success stories heading'),
    line('momentumHeading', 80, 'Momentum heading'),
    lines('momentumTips', 3, 8, 'Momentum tips', 'How to keep going after the day, one tip each.'),
    line('habitsHeading', 80, 'Habits heading'),
    list(
      'recommendedHabits',
      [
        {
          type: 'object',
          name: 'habit',
          fields: [line('title', 60), paragraph('text', 300, 'Text', { rows: 2 })],
          preview: { select: { title: 'title', subtitle: 'text' } },
        },
      ],
      3,
      'Recommended habits',
    ),
    object('invite', 'Invite a friend', [
      line('heading', 80),
      paragraph('text', 300, 'Text', { rows: 2 }),
      line('buttonLabel', 40, 'Button label'),
      paragraph('shareText', 280, 'Share message', 'The text sent with the link to the home page.'),
    ]),
  ],
);
