import { UserIcon } from '@sanity/icons';

import { block, line, paragraph, singleton } from '../copy-fields';

/** The words of /login and of /sign-in, where an e-mailed sign-in link lands. */
export const accountPages = singleton('accountPages', 'Login and sign-in pages', UserIcon, '/login, /sign-in', [
  block('login', 'Login page (/login)', [
    line('seoTitle', 70, 'Page title'),
    paragraph('seoDescription', 200, 'Meta description'),
    line('heading', 80),
    paragraph('intro', 300),
    line('usernameLabel', 30, 'Username label'),
    line('passwordLabel', 30, 'Password label'),
    line('submitLabel', 60, 'Log in button'),
    line('lostPasswordHeading', 80, 'Lost password heading'),
    paragraph('lostPasswordText', 300, 'Lost password text'),
    line('backLabel', 40, 'Back to home link'),
  ]),
  block(
    'linkRequest',
    'Sign-in link request',
    'On the login page, and at checkout for an address that already has access.',
    [line('emailLabel', 40, 'E-mail label'), line('buttonLabel', 60, 'Button')],
  ),
  block('signIn', 'Sign-in link page (/sign-in)', [
    line('seoTitle', 70, 'Page title'),
    line('heading', 80),
    line('passwordFor', 80, 'Before the username', 'Followed by the username.'),
    paragraph('passwordNote', 300, 'After the username'),
    line('newPasswordLabel', 40, 'New password label'),
    line('submitLabel', 60, 'Button'),
    paragraph('spentText', 300, 'When the link was used or has expired'),
    line('loginLinkLabel', 60, 'Link to the login page'),
  ]),
]);
