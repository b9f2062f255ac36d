import { CogIcon } from '@sanity/icons';
import { defineField, type FieldDefinition } from 'sanity';

import { line, list, object, paragraph, required, singleton } from '../copy-fields';

/** A landing page's section: a heading, an optional intro, and what else it shows. */
const section = (name: string, title: string, extra: FieldDefinition[], description?: string) =>
  object(name, title, { description, group: 'landing' }, [
    line('heading', 80),
    paragraph('intro', 300, 'Intro', { rows: 2, optional: true }),
    ...extra,
  ]);

const groups = [
  { name: 'seo', title: 'Search & sharing', default: true },
  { name: 'navigation', title: 'Navigation' },
  { name: 'landing', title: 'Landing page' },
  { name: 'footer', title: 'Footer' },
  { name: 'legal', title: 'Who sells' },
];

export const siteSettings = singleton('siteSettings', 'Site settings', CogIcon, { groups }, [
  required('title', 'string', 'Site title', { group: 'seo' }),
  paragraph('description', 200, 'Default meta description', { group: 'seo' }),
  defineField({ name: 'openGraph', type: 'openGraph', group: 'seo', validation: (rule) => rule.required() }),
  object('navigation', 'Navigation', { group: 'navigation' }, [
    list('links', [{ type: 'link' }], [1, 6], 'Links', 'Shown in order between the logo and the buttons.'),
    line('loginLabel', 20, 'Login button label'),
    line('ctaLabel', 20, 'Start button label'),
    line(
      'mobileCtaLabel',
      30,
      'Mobile menu button label',
      'The current price is added after it, e.g. "Get Started – €9.90".',
    ),
  ]),
  required('hero', 'hero', 'Landing hero', { group: 'landing' }),
  section('howItWorks', 'How it works', [list('steps', [{ type: 'howItWorksStep' }], 3)]),
  section('testimonialsSection', 'Testimonials section', [], 'The testimonials themselves are their own documents.'),
  section('programmeSection', 'Programme section', [list('modules', [{ type: 'moduleCard' }], 3)]),
  object('appsSection', 'Coming-soon apps section', { group: 'landing' }, [
    line('heading', 80),
    paragraph('text', 300),
    line('badgeNote', 80, 'Note under the store badges'),
    line('emailPlaceholder', 40, 'E-mail box placeholder'),
    line('buttonLabel', 20, 'Waitlist button label'),
    line('privacyNote', 160, 'Privacy note', { optional: true }),
  ]),
  section('faqSection', 'FAQ section', [], 'The questions are FAQ documents shown on the landing page.'),
  object('footer', 'Footer', { group: 'footer' }, [
    paragraph('tagline', 200, 'Tagline', { rows: 2 }),
    line('copyrightHolder', 80, 'Copyright holder', 'Shown as "© {current year} {holder}. All rights reserved."'),
    list(
      'columns',
      [
        {
          type: 'object',
          name: 'footerColumn',
          fields: [line('heading', 30), list('links', [{ type: 'link' }], [1, 8])],
          preview: { select: { title: 'heading' } },
        },
      ],
      [1, 4],
    ),
  ]),
  defineField({ name: 'operator', type: 'operator', group: 'legal', validation: (rule) => rule.required() }),
]);
