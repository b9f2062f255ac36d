import { EnvelopeIcon } from '@sanity/icons';

import { block, line, lines, object, paragraph, singleton } from '../copy-fields';

const signInPurpose = (name: string, title: string) =>
  block(name, title, [
    line('subject', 80),
    line('heading', 80),
    paragraph('lead', 300, 'Over the button'),
    paragraph('footer', 300, 'Why the reader gets it'),
  ]);

const groups = [
  { name: 'order', title: 'Order confirmation', default: true },
  { name: 'signIn', title: 'Sign-in links' },
  { name: 'accessWithdrawn', title: 'Access ended' },
  { name: 'welcome', title: 'Welcome e-mail' },
];

/** The e-mails' words; placeholders such as {username} are filled in as each e-mail is sent. */
export const emailCopy = singleton('emailCopy', 'E-mail copy', EnvelopeIcon, { groups }, [
  block('order', 'Order confirmation and receipt', { group: 'order' }, [
    line('subject', 100),
    line('heading', 80, 'Heading', 'Also the line mail programs show beside the subject.'),
    paragraph('intro', 300, 'Opening'),
    line('receiptHeading', 40, 'Receipt heading'),
    line('orderNumberLabel', 40, 'Order number label'),
    line('dateLabel', 40, 'Date label'),
    line('purchaseLabel', 60, 'After the product’s name'),
    line('totalLabel', 40, 'Total label'),
    line('vatLine', 80, 'VAT line', 'Followed by the VAT amount; only with a VAT number.'),
    line('soldBy', 40, 'Before the seller’s name and address'),
    line('companyNumberLabel', 40, 'Company number label'),
    line('vatNumberLabel', 40, 'VAT number label'),
    paragraph('questions', 300, 'Where to ask about the order'),
    line('usernameLabel', 40, 'Username label'),
    paragraph('newMemberText', 400, 'Over the button, for a new member'),
    paragraph('existingMemberText', 400, 'Over the button, for an address that had an account'),
    line('buttonLabel', 40, 'Button'),
    paragraph('signInNote', 600, 'After the button: signing in and the attachments'),
    paragraph('webPagesNote', 400, 'The attachments as web pages'),
  ]),
  object('signIn', 'Sign-in link e-mails', { group: 'signIn' }, [
    signInPurpose('newAccount', 'An account support opened'),
    signInPurpose('passwordReset', 'A password support reset'),
    signInPurpose('requested', 'A link the member asked for'),
    line('usernameLabel', 40, 'Username label'),
    line('buttonLabel', 40, 'Button'),
    paragraph('note', 400, 'After the button'),
  ]),
  block('accessWithdrawn', 'Access ended (a refund or a dispute)', { group: 'accessWithdrawn' }, [
    line('subject', 100),
    line('heading', 80),
    paragraph('refunded', 400, 'After a refund'),
    paragraph('disputed', 400, 'After a dispute'),
    paragraph('contact', 300, 'Where to write'),
  ]),
  paragraph('footer', 300, 'Footer of the e-mails to buyers', {
    description:
      'Replies to these e-mails reach the support address of the site settings: never say one needs no reply.',
    group: 'order',
  }),
  line('welcomeHeading', 80, 'Welcome e-mail heading', { group: 'welcome' }),
  line('welcomeButtonLabel', 40, 'Welcome e-mail button', { group: 'welcome' }),
  line('welcomeSubject', 80, 'Welcome e-mail subject', { group: 'welcome' }),
  paragraph('welcomeIntro', 500, 'Welcome e-mail opening', { group: 'welcome' }),
  lines('quickStartTips', 3, 8, 'Quick-start tips', { group: 'welcome' }),
  paragraph('signOff', 200, 'Sign-off', { group: 'welcome', rows: 2 }),
]);
