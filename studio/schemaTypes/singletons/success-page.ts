import { CheckmarkCircleIcon } from '@sanity/icons';

import { block, line, paragraph, singleton } from '../copy-fields';

/** The words of the page after payment (/payment-success and /success), the marketing opt-in included. */
export const successPage = singleton('successPage', 'Payment success page', CheckmarkCircleIcon, '/payment-success', [
  line('seoTitle', 70, 'Page title'),
  line('heading', 80),
  paragraph('paidText', 300, 'Under the heading, once the payment is confirmed'),
  paragraph('pendingText', 300, 'Under the heading, when the login details cannot be shown'),
  block('credentials', 'Login details', [
    line('heading', 80),
    paragraph('passwordNote', 300, 'Note about the password'),
    line('usernameLabel', 30, 'Username label'),
    line('passwordLabel', 30, 'Password label'),
    line('failedHeading', 80, 'Heading when they cannot be shown'),
    line('checkEmail', 80, 'When they cannot be shown'),
    paragraph('failedNote', 300, 'Why they cannot be shown'),
    line('loginLabel', 40, 'Log in button'),
    line('readyAnnouncement', 160, 'Said to screen readers when they are shown'),
    line('notShownAnnouncement', 160, 'Said to screen readers when they cannot be shown'),
  ]),
  block('noPayment', 'Opened without a payment', 'Shown when this browser has no payment to show.', [
    line('heading', 80),
    paragraph('text', 400),
    line('checkoutLabel', 40, 'Checkout button'),
    line('loginLabel', 40, 'Log in button'),
  ]),
  block(
    'held',
    'A payment support must look at first',
    'Shown instead of the login details when support had withdrawn the access of the address paid with: the payment is recorded and put before support, and opens nothing until support restores access or refunds it.',
    [
      line('heading', 80),
      paragraph(
        'message',
        400,
        'Message',
        'Say that the payment is recorded, that it opens nothing yet and that support will write. {supportEmail} is the support address of the site settings. Do not say why: whoever paid may not own the address.',
      ),
      line('contactLabel', 40, 'Button to the contact page'),
      line('announcement', 160, 'Said to screen readers when it is shown'),
    ],
  ),
  block('optIn', 'Marketing opt-in', [
    line('heading', 80),
    line('text', 160),
    line('firstNameLabel', 40, 'First name label'),
    line('emailLabel', 40, 'E-mail label'),
    paragraph('consentLabel', 200, 'Consent checkbox'),
    line('buttonLabel', 40, 'Button'),
    line('doneHeading', 60, 'Heading once subscribed'),
    line('doneText', 160, 'Text once subscribed'),
  ]),
]);
