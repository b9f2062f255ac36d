import { CaseIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph, required } from '../copy-fields';

/** Who sells: on /legal-notice, in the footer, in the policies and on every receipt. */
export const operator = defineType({
  name: 'operator',
  title: 'Operator (who sells)',
  type: 'object',
  icon: CaseIcon,
  fields: [
    line(
      'legalName',
      120,
      'Legal name',
      'The registered name of the business or person selling, e.g. "Example Wellness Ltd".',
    ),
    paragraph('postalAddress', 400, 'Postal address', {
      description: 'A geographic address where the business can be reached, one line per line.',
      rows: 4,
    }),
    required('supportEmail', 'email', 'Support e-mail', 'Shown to buyers; every e-mail the site sends replies to it.'),
    line('companyNumber', 120, 'Company registration number', {
      description:
        'With the register, e.g. "Companies Registration Office, no. 123456". Empty for a sole trader without one.',
      optional: true,
    }),
    line('vatNumber', 40, 'VAT number', {
      description: 'Empty when the business is not registered for VAT; receipts then show no VAT line.',
      optional: true,
    }),
    defineField({
      name: 'vatRatePercent',
      title: 'VAT rate included in the price (%)',
      description: 'The rate the receipt states as included, e.g. 23. Needs a VAT number.',
      type: 'number',
      validation: (rule) =>
        rule
          .min(0)
          .max(30)
          .custom((rate, context) => {
            const vatNumber = (context.parent as { vatNumber?: string } | undefined)?.vatNumber;
            return rate === undefined || Boolean(vatNumber) || 'A VAT rate needs the VAT number it is charged under.';
          }),
    }),
    line('governingLaw', 120, 'Governing law', 'The law the terms are governed by, e.g. "the law of Ireland".'),
  ],
  preview: { select: { title: 'legalName', subtitle: 'supportEmail' } },
});
