import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

/** Copy of /contact. The FAQs it lists are the FAQ documents shown on the contact page or on both pages. */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'seoTitle',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'seoDescription',
      title: 'Meta description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'formHeading',
      title: 'Form heading',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    line('responseTimesHeading', 60, { title: 'Response times heading' }),
    defineField({
      name: 'responseTimes',
      title: 'Response times',
      type: 'array',
      of: [{ type: 'responseTime' }],
      validation: (rule) =>
        rule
          .required()
          .length(3)
          .custom((times) => {
            const kinds = (times ?? []).map((time) => (time as { kind?: string }).kind);
            return new Set(kinds).size === kinds.length ? true : 'Each kind of request appears once';
          }),
    }),
    line('supportHoursHeading', 60, { title: 'Support hours heading' }),
    defineField({
      name: 'supportHours',
      title: 'Support hours',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'faqHeading',
      title: 'FAQ heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: { prepare: () => ({ title: 'Contact page', subtitle: '/contact' }) },
});
