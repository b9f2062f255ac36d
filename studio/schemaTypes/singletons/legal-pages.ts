import { CaseIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { block, line, paragraph } from '../copy-fields';

/**
 * The words of the legal notice around who sells (the site settings' "Who
 * sells"), and what every policy page says beside its date.
 */
export const legalPages = defineType({
  name: 'legalPages',
  title: 'Legal notice and policy pages',
  type: 'document',
  icon: CaseIcon,
  fields: [
    line('lastUpdatedLabel', 40, { title: 'Before a policy’s date', description: 'E.g. "Last updated".' }),
    block('notice', 'Legal notice (/legal-notice)', [
      line('heading', 80),
      paragraph('intro', 300),
      line('sellerLabel', 40, { title: 'Seller label' }),
      line('addressLabel', 40, { title: 'Postal address label' }),
      line('emailLabel', 40, { title: 'E-mail label' }),
      line('companyNumberLabel', 40, { title: 'Company registration label' }),
      line('vatNumberLabel', 40, { title: 'VAT number label' }),
      line('governingLawLabel', 40, { title: 'Governing law label' }),
      line('governingLawText', 120, {
        title: 'Governing law',
        description: 'Followed by the law, as written under "Who sells".',
      }),
      line('complaintsLead', 160, { title: 'Complaints', description: 'Followed by the support address.' }),
      line('complaintsOr', 40, { title: 'Between the address and the contact form' }),
      line('contactFormLabel', 40, { title: 'Contact form link' }),
      paragraph('complaintsText', 400, { title: 'After the contact form' }),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Legal notice and policy pages', subtitle: '/legal-notice, policies' }) },
});
