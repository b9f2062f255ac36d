/*
 * The rules of the fields the browser checks before it posts, and the words
 * its forms show. This module imports no zod, so the pages with forms do not
 * carry a schema library: the browser runs the rules below as they are, and the
 * route handlers' zod schemas (login.ts, contact.ts, checkout.ts, subscribe.ts)
 * are built from these same rules, so both say the same thing about the same
 * input, in the same words. The server still checks everything.
 */

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

const INVALID_EMAIL = 'Please enter a valid email address';

/** An e-mail address as the forms accept it: trimmed, at most 254 characters. */
export const emailRule: TextRule = {
  notText: INVALID_EMAIL,
  trim: true,
  max: [254, INVALID_EMAIL],
  email: INVALID_EMAIL,
};

/** Trimmed text of `min` to `max` characters, each bound with its own message. */
const text = (label: string, min: number, max: number): TextRule => ({
  notText: `${label} must be at least ${min} characters`,
  trim: true,
  min: [min, `${label} must be at least ${min} characters`],
  max: [max, `${label} must be at most ${max} characters`],
});

export const loginFields = {
  username: {
    notText: 'Username is required',
    trim: true,
    min: [1, 'Username is required'],
    max: [64, 'Invalid username or password.'],
  },
  password: {
    notText: 'Password is required',
    min: [1, 'Password is required'],
    max: [256, 'Invalid username or password.'],
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
  notText: 'Choose a password.',
  min: [NEW_PASSWORD_MIN_LENGTH, `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters.`],
  max: [256, 'Choose a password of at most 256 characters.'],
  refine: [(value) => value.trim().length >= NEW_PASSWORD_MIN_LENGTH, 'A password cannot be mostly spaces.'],
};

export const signInLinkTokenRule: TextRule = {
  pattern: [/^[A-Za-z0-9_-]{20,100}$/, 'This sign-in link is not valid.'],
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

export const loginMessages = {
  invalid: 'Invalid username or password. Please try again.',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** The right password, but a refund, a dispute or support ended the account's access. */
  accessEnded: (supportEmail: string) =>
    `Your access has ended: the payment was refunded or disputed, or support closed the account. If you think this is a mistake, write to ${supportEmail}.`,
} as const;

/** The contact form's toasts. */
export const contactMessages = {
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll get back to you within 24 hours.",
  failedTitle: 'Failed to send message',
} as const;

/** The checkout's e-mail step: non-empty and containing '@'. */
export function looksLikeEmail(value: string): boolean {
  return value.trim() !== '' && value.includes('@');
}

export const checkoutMessages = {
  invalidEmail: { title: 'Valid email required', description: 'Please enter a valid email address to continue.' },
  initFailed: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
  amountMismatch: 'The amount does not match the current price. Please reload the page.',
  hasAccess:
    'This e-mail address already has access to the programme, so there is nothing to pay. Log in, or we can e-mail you a sign-in link.',
} as const;

export const marketingOptInMessages = {
  success: { title: 'Success!', description: "You'll receive helpful wellness tips and exclusive updates." },
  failure: { title: 'Oops!', description: 'Something went wrong. You can always subscribe later from our homepage.' },
  notTheBuyer:
    'Consent can only be given on the page shown after your purchase, with the e-mail address you paid with.',
} as const;

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
