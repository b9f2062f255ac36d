import { UserIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { block, line, paragraph } from '../copy-fields';

/** The words of /login and of /sign-in, where an e-mailed sign-in link lands. */
export const accountPages = defineType({
  name: 'accountPages',
  title: 'Login and sign-in pages',
  type: 'document',
  icon: UserIcon,
  fields: [
    block('login', 'Login page (/login)', [
      line('seoTitle', 70, { title: 'Page title' }),
      paragraph('seoDescription', 200, { title: 'Meta description' }),
      line('heading', 80),
      paragraph('intro', 300),
      line('usernameLabel', 30, { title: 'Username label' }),
      line('passwordLabel', 30, { title: 'Password label' }),
      line('submitLabel', 60, { title: 'Log in button' }),
      line('lostPasswordHeading', 80, { title: 'Lost password heading' }),
      paragraph('lostPasswordText', 300, { title: 'Lost password text' }),
      line('backLabel', 40, { title: 'Back to home link' }),
    ]),
    block(
      'linkRequest',
      'Sign-in link request',
      [line('emailLabel', 40, { title: 'E-mail label' }), line('buttonLabel', 60, { title: 'Button' })],
      'On the login page, and at checkout for an address that already has access.',
    ),
    block('signIn', 'Sign-in link page (/sign-in)', [
      line('seoTitle', 70, { title: 'Page title' }),
      line('heading', 80),
      line('passwordFor', 80, { title: 'Before the username', description: 'Followed by the username.' }),
      paragraph('passwordNote', 300, { title: 'After the username' }),
      line('newPasswordLabel', 40, { title: 'New password label' }),
      line('submitLabel', 60, { title: 'Button' }),
      paragraph('spentText', 300, { title: 'When the link was used or has expired' }),
      line('loginLinkLabel', 60, { title: 'Link to the login page' }),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Login and sign-in pages', subtitle: '/login, /sign-in' }) },
});
