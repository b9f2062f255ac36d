import { EnvelopeIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, paragraph, singleton } from '../copy-fields';

/** Copy of /contact. The FAQs it lists are the FAQ documents shown on the contact page or on both pages. */
export const contactPage = singleton('contactPage', 'Contact page', EnvelopeIcon, '/contact', [
  line('seoTitle', 70, 'Page title'),
  paragraph('seoDescription', 200, 'Meta description', { rows: 2 }),
  line('heading', 80),
  paragraph('intro', 400),
  line('formHeading', 60, 'Form heading'),
  line('responseTimesHeading', 60, 'Response times heading'),
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
  line('supportHoursHeading', 60, 'Support hours heading'),
  line('supportHours', 80, 'Support hours'),
  line('faqHeading', 80, 'FAQ heading'),
]);
