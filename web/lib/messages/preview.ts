// The editors' previews of the e-mails, a tool of draft mode.
import type { OutboxKind } from '../mail/messages';

const EMAIL_KIND_NAMES = {
  order_confirmation: 'Order confirmation',
  welcome: 'Welcome',
  sign_in_link: 'Sign-in link',
  access_withdrawn: 'Access withdrawn',
  payment_held: 'Payment held',
  contact_message: 'Contact message',
} as const satisfies Record<OutboxKind, string>;

export const previewMessages = {
  listTitle: 'E-mails before they are sent',
  listIntro:
    'Each e-mail as the site would send it now, composed from the drafts by the code that sends it, to a sample ' +
    'buyer with a sample order. Nothing is sent, and the sign-in link in them opens nothing.',
  emailsHeading: 'E-mails',
  emailTitle: (kind: OutboxKind) => `${EMAIL_KIND_NAMES[kind]} e-mail`,
  readers: { buyer: 'to the buyer', support: 'to support' },
  printablesHeading: 'Printables',
  printablesIntro:
    'The members’ printables show the drafts too while this browser previews. They are members’ files: open them ' +
    'in this browser signed in as a member.',
  printables: [
    { label: 'The guide, print view', href: '/assets/printable-guide.html' },
    { label: 'The guide, PDF', href: '/api/guide' },
    { label: 'The tracker', href: '/daily-reset-tracker' },
    { label: 'The tracker, PDF', href: '/api/tracker' },
    { label: 'The reflection journal', href: '/assets/reflection-journal.html' },
  ],
  back: 'All e-mails',
  headerHeading: 'Header',
  fields: { from: 'From', to: 'To', replyTo: 'Reply-To', subject: 'Subject', attachments: 'Attachments' },
  noAttachments: 'None',
  htmlHeading: 'HTML',
  htmlFrameTitle: (title: string) => `${title}, as HTML`,
  textHeading: 'Plain text',
} as const;
