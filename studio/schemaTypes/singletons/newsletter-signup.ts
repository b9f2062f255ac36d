import { BellIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line } from '../copy-fields';

/** The newsletter sign-up form, on the home page and the final reflection page. */
export const newsletterSignup = defineType({
  name: 'newsletterSignup',
  title: 'Newsletter sign-up',
  type: 'document',
  icon: BellIcon,
  fields: [
    line('heading', 80),
    line('description', 200),
    line('emailLabel', 40, 'E-mail label (read aloud)'),
    line('placeholder', 60),
    line('buttonLabel', 30, 'Button'),
  ],
  preview: { prepare: () => ({ title: 'Newsletter sign-up', subtitle: 'Home and final reflection' }) },
});
