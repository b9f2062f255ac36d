import { InfoOutlineIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, list, object, paragraph, singleton } from '../copy-fields';

export const aboutPage = singleton('aboutPage', 'About page', InfoOutlineIcon, '/about', [
  line('seoTitle', 70, 'Page title'),
  paragraph('seoDescription', 200, 'Meta description', { rows: 2 }),
  line('heading', 80),
  paragraph('intro', 400),
  object('founderStory', 'Founder story', [
    line('heading', 80),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ]),
  object('mission', 'Mission', [line('heading', 80), paragraph('text', 600, 'Text', { rows: 4 })]),
  object('audience', 'Who it is for', [
    line('heading', 80),
    list(
      'groups',
      [
        {
          type: 'object',
          name: 'audienceGroup',
          fields: [line('title', 40), paragraph('text', 300, 'Text', { rows: 2 })],
          preview: { select: { title: 'title', subtitle: 'text' } },
        },
      ],
      [1, 6],
    ),
  ]),
  object('promise', 'Promise', [line('heading', 80), paragraph('text', 600, 'Text', { rows: 4 })]),
  defineField({ name: 'cta', title: 'Call to action', type: 'callToAction', validation: (rule) => rule.required() }),
]);
