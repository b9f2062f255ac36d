import { CaseIcon } from '@sanity/icons';

import { block, line, paragraph, singleton } from '../copy-fields';

/** The legal notice's words around who sells (site settings), and what every policy page says beside its date. */
export const legalPages = singleton(
  'legalPages',
  'Legal notice and policy pages',
  CaseIcon,
  '/legal-notice, policies',
  [
    line('lastUpdatedLabel', 40, 'Before a policy’s date', 'E.g. "Last updated".'),
    block('notice', 'Legal notice (/legal-notice)', [
      line('heading', 80),
      paragraph('intro', 300),
      line('sellerLabel', 40, 'Seller label'),
      line('addressLabel', 40, 'Postal address label'),
      line('emailLabel', 40, 'E-mail label'),
      line('companyNumberLabel', 40, 'Company registration label'),
      line('vatNumberLabel', 40, 'VAT number label'),
      line('governingLawLabel', 40, 'Governing law label'),
      line('governingLawText', 120, 'Governing law', 'Followed by the law, as written under "Who sells".'),
      line('complaintsLead', 160, 'Complaints', 'Followed by the support address.'),
      line('complaintsOr', 40, 'Between the address and the contact form'),
      line('contactFormLabel', 40, 'Contact form link'),
      paragraph('complaintsText', 400, 'After the contact form'),
    ]),
  ],
);
