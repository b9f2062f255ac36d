import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { block, line, paragraph } from './copy-fields';

const signInPurpose = (name: string, title: string) =>
  block(name, title, [
    line('subject', 'Subject', 80),
    line('heading', 'Heading', 80),
    paragraph('lead', 'Over the button', 300),
    paragraph('footer', 'Why the reader gets it', 300),
  ]);

/**
 * The e-mails' words: the order confirmation with its receipt, the sign-in
 * links, the welcome e-mail sent after the confirmation, and the notice that
 * a refund or a dispute ended a buyer's access. Placeholders in
 * braces are filled in as each e-mail is sent: {productName}, {username},
 * {supportEmail}, {loginUrl}, {guideUrl}, {trackerUrl} and {vatRate}, besides
 * the figures ({dayHours} …).
 */
export const emailCopy = defineType({
  name: 'emailCopy',
  title: 'E-mail copy',
  type: 'document',
  icon: EnvelopeIcon,
  groups: [
    { name: 'order', title: 'Order confirmation', default: true },
    { name: 'signIn', title: 'Sign-in links' },
    { name: 'accessWithdrawn', title: 'Access ended' },
    { name: 'welcome', title: 'Welcome e-mail' },
  ],
  fields: [
    block(
      'order',
      'Order confirmation and receipt',
      [
        line('subject', 'Subject', 100),
        line('heading', 'Heading', 80, 'Also the line mail programs show beside the subject.'),
        paragraph('intro', 'Opening', 300),
        line('receiptHeading', 'Receipt heading', 40),
        line('orderNumberLabel', 'Order number label', 40),
        line('dateLabel', 'Date label', 40),
        line('purchaseLabel', 'After the product’s name', 60),
        line('totalLabel', 'Total label', 40),
        line('vatLine', 'VAT line', 80, 'Followed by the VAT amount; only with a VAT number.'),
        line('soldBy', 'Before the seller’s name and address', 40),
        line('companyNumberLabel', 'Company number label', 40),
        line('vatNumberLabel', 'VAT number label', 40),
        paragraph('questions', 'Where to ask about the order', 300),
        line('usernameLabel', 'Username label', 40),
        paragraph('newMemberText', 'Over the button, for a new member', 400),
        paragraph('existingMemberText', 'Over the button, for an address that had an account', 400),
        line('buttonLabel', 'Button', 40),
        paragraph('signInNote', 'After the button: signing in and the attachments', 600),
        paragraph('webPagesNote', 'The attachments as web pages', 400),
      ],
      { group: 'order' },
    ),
    defineField({
      name: 'signIn',
      title: 'Sign-in link e-mails',
      type: 'object',
      group: 'signIn',
      validation: (rule) => rule.required(),
      fields: [
        signInPurpose('newAccount', 'An account support opened'),
        signInPurpose('passwordReset', 'A password support reset'),
        signInPurpose('requested', 'A link the member asked for'),
        line('usernameLabel', 'Username label', 40),
        line('buttonLabel', 'Button', 40),
        paragraph('note', 'After the button', 400),
      ],
    }),
    block(
      'accessWithdrawn',
      'Access ended (a refund or a dispute)',
      [
        line('subject', 'Subject', 100),
        line('heading', 'Heading', 80),
        paragraph('refunded', 'After a refund', 400),
        paragraph('disputed', 'After a dispute', 400),
        paragraph('contact', 'Where to write', 300),
      ],
      { group: 'accessWithdrawn' },
    ),
    defineField({
      ...paragraph(
        'footer',
        'Footer of the e-mails to buyers',
        300,
        'Replies to these e-mails reach the support address of the site settings: never say one needs no reply.',
      ),
      group: 'order',
    }),
    defineField({ ...line('welcomeHeading', 'Welcome e-mail heading', 80), group: 'welcome' }),
    defineField({ ...line('welcomeButtonLabel', 'Welcome e-mail button', 40), group: 'welcome' }),

    defineField({
      name: 'welcomeSubject',
      group: 'welcome',
      title: 'Welcome e-mail subject',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'welcomeIntro',
      group: 'welcome',
      title: 'Welcome e-mail opening',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'quickStartTips',
      group: 'welcome',
      title: 'Quick-start tips',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({
      name: 'signOff',
      group: 'welcome',
      title: 'Sign-off',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'E-mail copy' }) },
});
