import { BellIcon } from '@sanity/icons';

import { line, singleton } from '../copy-fields';

export const newsletterSignup = singleton(
  'newsletterSignup',
  'Newsletter sign-up',
  BellIcon,
  'Home and final reflection',
  [
    line('heading', 80),
    line('description', 200),
    line('emailLabel', 40, 'E-mail label (read aloud)'),
    line('placeholder', 60),
    line('buttonLabel', 30, 'Button'),
  ],
);
