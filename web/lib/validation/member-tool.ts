import { z } from 'zod';

import { emailField } from './forms';

/** What `npm run member` accepts, checked before anything touches the database. */
export const usernameField = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9._-]{2,63}$/i,
    'A username is 3 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
  );

export const memberRefField = z.union([emailField, usernameField], {
  error: 'Give a username (letters, digits, dots, hyphens, underscores) or an e-mail address.',
});

export const reasonField = z
  .string()
  .trim()
  .min(3, 'Say why in a few words (3 to 500 characters).')
  .max(500, 'Say why in a few words (3 to 500 characters).');
