import * as z from 'zod/mini';

import { validationMessages as say } from '../messages/storefront';

/*
 * The forms the browser checks before it posts, one schema each, which their
 * routes parse with too. zod/mini, so that a page with a form carries a few KB
 * of checks, not the whole library.
 */

export const emailField = z.pipe(
  z.string({ error: say.invalidEmail }).check(z.trim(), z.maxLength(254, say.invalidEmail)),
  z.email({ error: say.invalidEmail }),
);

/** A form whose only field is an e-mail address: the newsletter, the waitlist, a sign-in link request. */
export const emailFormSchema = z.strictObject({ email: emailField });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: say.tooShort(label, min) })
    .check(z.trim(), z.minLength(min, say.tooShort(label, min)), z.maxLength(max, say.tooLong(label, max)));

export const loginSchema = z.object({
  username: z
    .string({ error: say.usernameRequired })
    .check(z.trim(), z.minLength(1, say.usernameRequired), z.maxLength(64, say.invalidCredentials)),
  password: z
    .string({ error: say.passwordRequired })
    .check(z.minLength(1, say.passwordRequired), z.maxLength(256, say.invalidCredentials)),
});

export const contactSchema = z.strictObject({
  name: text('Name', 2, 100),
  email: emailField,
  subject: text('Subject', 5, 200),
  message: text('Message', 10, 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;

export const NEW_PASSWORD_MIN_LENGTH = 10;

/** A password a member chooses: long rather than complicated (NIST SP 800-63B). */
export const newPasswordField = z.string({ error: say.choosePassword }).check(
  z.minLength(NEW_PASSWORD_MIN_LENGTH, say.passwordTooShort(NEW_PASSWORD_MIN_LENGTH)),
  z.maxLength(256, say.passwordTooLong(256)),
  z.refine((value) => value.trim().length >= NEW_PASSWORD_MIN_LENGTH, say.passwordSpaces),
);

export const signInLinkToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, say.invalidSignInLink));

/** POST /api/sign-in-link: proving the address hands the account to its owner alone (a new password, other sessions end). */
export const signInLinkSchema = z.strictObject({ token: signInLinkToken, password: newPasswordField });

/** The checkout's e-mail step: non-empty and containing '@'. */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}
