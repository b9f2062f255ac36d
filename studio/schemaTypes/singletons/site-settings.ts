import { CogIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Site-wide copy: search and share defaults, navigation, footer and the landing page's sections. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'seo', title: 'Search & sharing', default: true },
    { name: 'navigation', title: 'Navigation' },
    { name: 'landing', title: 'Landing page' },
    { name: 'footer', title: 'Footer' },
    { name: 'legal', title: 'Who sells' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Site title',
      type: 'string',
      group: 'seo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Default meta description',
      type: 'text',
      rows: 3,
      group: 'seo',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'openGraph', type: 'openGraph', group: 'seo', validation: (rule) => rule.required() }),
    defineField({
      name: 'navigation',
      type: 'object',
      group: 'navigation',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'links',
          description: 'Shown in order between the logo and the buttons.',
          type: 'array',
          of: [{ type: 'link' }],
          validation: (rule) => rule.required().min(1).max(6),
        }),
        defineField({
          name: 'loginLabel',
          title: 'Login button label',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        defineField({
          name: 'ctaLabel',
          title: 'Start button label',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        defineField({
          name: 'mobileCtaLabel',
          title: 'Mobile menu button label',
          description: 'The current price is added after it, e.g. "Get Started – €9.90".',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
      ],
    }),
    defineField({
      name: 'hero',
      title: 'Landing hero',
      type: 'hero',
      group: 'landing',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'howItWorks',
      title: 'How it works',
      type: 'object',
      group: 'landing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({
          name: 'steps',
          type: 'array',
          of: [{ type: 'howItWorksStep' }],
          validation: (rule) => rule.required().length(3),
        }),
      ],
    }),
    defineField({
      name: 'testimonialsSection',
      title: 'Testimonials section',
      description: 'The testimonials themselves are their own documents.',
      type: 'object',
      group: 'landing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
      ],
    }),
    defineField({
      name: 'programmeSection',
      title: 'Programme section',
      type: 'object',
      group: 'landing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        defineField({
          name: 'modules',
          type: 'array',
          of: [{ type: 'moduleCard' }],
          validation: (rule) => rule.required().length(3),
        }),
      ],
    }),
    defineField({
      name: 'appsSection',
      title: 'Coming-soon apps section',
      type: 'object',
      group: 'landing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'badgeNote',
          title: 'Note under the store badges',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'emailPlaceholder',
          title: 'E-mail box placeholder',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Waitlist button label',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        defineField({
          name: 'privacyNote',
          title: 'Privacy note',
          type: 'string',
          validation: (rule) => rule.max(160),
        }),
      ],
    }),
    defineField({
      name: 'faqSection',
      title: 'FAQ section',
      description: 'The questions are FAQ documents shown on the landing page.',
      type: 'object',
      group: 'landing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
      ],
    }),
    defineField({
      name: 'footer',
      type: 'object',
      group: 'footer',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'tagline', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
        defineField({
          name: 'copyrightHolder',
          title: 'Copyright holder',
          description: 'Shown as "© {current year} {holder}. All rights reserved."',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'columns',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'footerColumn',
              fields: [
                defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(30) }),
                defineField({
                  name: 'links',
                  type: 'array',
                  of: [{ type: 'link' }],
                  validation: (rule) => rule.required().min(1).max(8),
                }),
              ],
              preview: { select: { title: 'heading' } },
            },
          ],
          validation: (rule) => rule.required().min(1).max(4),
        }),
      ],
    }),
    defineField({ name: 'operator', type: 'operator', group: 'legal', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
