/*
 * The rules of the fields the browser checks before it posts, and the words
 * its forms show. This module imports no zod, so the pages with forms do not
 * carry a schema library: the browser runs the rules below as they are, and the
 * route handlers' zod schemas (login.ts, contact.ts, checkout.ts, subscribe.ts)
 * are built from these same rules, so both say the same thing about the same
 * input, in the same words (web/lib/messages/storefront.ts). The server still checks everything.
 */

import { validationMessages as say } from '../messages/storefront';

/** The rules of one text field, in the order they are checked; each names the message it fails with. */
export interface TextRule {
  /** The message when the value is not text at all; zod's own when unset. */
  notText?: string;
  /** Spaces around the text are dropped first (and the text is kept without them). */
  trim?: boolean;
  min?: readonly [length: number, message: string];
  max?: readonly [length: number, message: string];
  /** Checked once the lengths pass. */
  email?: string;
  pattern?: readonly [RegExp, string];
  refine?: readonly [(value: string) => boolean, string];
}

/**
 * zod's own e-mail pattern, which the server checks with z.email() (written
 * without its needless escapes); a unit test holds the two equal.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail address as the forms accept it: trimmed, at most 254 characters. */
export const emailRule: TextRule = {
  notText: say.invalidEmail,
  trim: true,
  max: [254, say.invalidEmail],
  email: say.invalidEmail,
};

/** Trimmed text of `min` to `max` characters, each bound with its own message. */
const text = (label: string, min: number, max: number): TextRule => ({
  notText: say.tooShort(label, min),
  trim: true,
  min: [min, say.tooShort(label, min)],
  max: [max, say.tooLong(label, max)],
});

export const loginFields = {
  username: {
    notText: say.usernameRequired,
    trim: true,
    min: [1, say.usernameRequired],
    max: [64, say.invalidCredentials],
  },
  password: {
    notText: say.passwordRequired,
    min: [1, say.passwordRequired],
    max: [256, say.invalidCredentials],
  },
} satisfies Record<string, TextRule>;

export const contactFields = {
  name: text('Name', 2, 100),
  email: emailRule,
  subject: text('Subject', 5, 200),
  message: text('Message', 10, 5000),
} satisfies Record<string, TextRule>;

export const NEW_PASSWORD_MIN_LENGTH = 10;

/** A password a member chooses: long rather than complicated (NIST SP 800-63B). */
export const newPasswordRule: TextRule = {
  notText: say.choosePassword,
  min: [NEW_PASSWORD_MIN_LENGTH, say.passwordTooShort(NEW_PASSWORD_MIN_LENGTH)],
  max: [256, say.passwordTooLong(256)],
  refine: [(value) => value.trim().length >= NEW_PASSWORD_MIN_LENGTH, say.passwordSpaces],
};

export const signInLinkTokenRule: TextRule = {
  pattern: [/^[A-Za-z0-9_-]{20,100}$/, say.invalidSignInLink],
};

export const signInLinkFields = { token: signInLinkTokenRule, password: newPasswordRule };

export const signInLinkRequestFields = { email: emailRule };

export type ContactField = keyof typeof contactFields;
export type ContactInput = Record<ContactField, string>;

/** The first rule `value` breaks, by its message; and the value as it is kept (trimmed). */
export function checkText(rule: TextRule, value: unknown): { value: string } | { message: string } {
  // A form only ever sends text; a rule without a message of its own for anything else is the server's concern.
  if (typeof value !== 'string') return { message: rule.notText ?? 'Invalid input: expected string' };
  const kept = rule.trim ? value.trim() : value;
  if (rule.min && kept.length < rule.min[0]) return { message: rule.min[1] };
  if (rule.max && kept.length > rule.max[0]) return { message: rule.max[1] };
  if (rule.email && !EMAIL_PATTERN.test(kept)) return { message: rule.email };
  if (rule.pattern && !rule.pattern[0].test(kept)) return { message: rule.pattern[1] };
  if (rule.refine && !rule.refine[0](kept)) return { message: rule.refine[1] };
  return { value: kept };
}

export type FormIssue<K> = { path: [K]; message: string };

/** What a form's check gives: shaped like a zod safeParse, the first issue of each field that has one. */
export type FormCheck<K extends string> =
  { success: true; data: Record<K, string> } | { success: false; error: { issues: FormIssue<K>[] } };

/** Checks a form's fields in the browser, as its route will. */
export function checkForm<K extends string>(
  rules: Record<K, TextRule>,
  input: Partial<Record<K, unknown>>,
): FormCheck<K> {
  const data = {} as Record<K, string>;
  const issues: FormIssue<K>[] = [];
  for (const field of Object.keys(rules) as K[]) {
    const checked = checkText(rules[field], input[field]);
    if ('message' in checked) issues.push({ path: [field], message: checked.message });
    else data[field] = checked.value;
  }
  return issues.length ? { success: false, error: { issues } } : { success: true, data };
}

/** The checkout's e-mail step: non-empty and containing '@'. */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}

/** The checks the browser runs before posting (the routes run the zod schemas built from the same rules). */
export const loginForm = {
  check: (input: Partial<Record<keyof typeof loginFields, unknown>>) => checkForm(loginFields, input),
};
export const contactForm = {
  check: (input: Partial<Record<keyof typeof contactFields, unknown>>) => checkForm(contactFields, input),
};
export const signInLinkForm = {
  check: (input: Partial<Record<keyof typeof signInLinkFields, unknown>>) => checkForm(signInLinkFields, input),
};
export const signInLinkRequestForm = {
  check: (input: Partial<Record<keyof typeof signInLinkRequestFields, unknown>>) =>
    checkForm(signInLinkRequestFields, input),
};
