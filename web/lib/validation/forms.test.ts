import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contactSchema } from './contact';
import { EMAIL_PATTERN, contactForm, loginForm, signInLinkForm, signInLinkRequestForm, type FormCheck } from './forms';
import { loginSchema } from './login';
import { signInLinkRequestSchema, signInLinkSchema } from './checkout';

/*
 * The browser checks the forms with the rules of forms.ts, without zod; the
 * routes with zod schemas built from the same rules. For anything a visitor
 * can type, both must agree on what passes, on what is kept (trimmed), and on
 * the message each field shows: the first the server gives for that field.
 */

/** Text as typed: anything, spaces and '@' and dots, long runs, near-valid addresses and tokens. */
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(' ', 'a', 'Z', '0', '@', '.', '-', '_', '\t', '\u00a0') }),
  fc.string({ minLength: 60, maxLength: 5100 }),
  fc.emailAddress().map((address) => ` ${address} `),
  fc.stringMatching(/^[A-Za-z0-9_-]{18,102}$/),
);

function serverVerdict(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const byField = new Map<PropertyKey, string>();
  for (const issue of result.error.issues) if (!byField.has(issue.path[0]!)) byField.set(issue.path[0]!, issue.message);
  return { success: false, messages: Object.fromEntries(byField) };
}

function browserVerdict(check: FormCheck<string>) {
  if (check.success) return { success: true, data: check.data };
  return {
    success: false,
    messages: Object.fromEntries(check.error.issues.map((issue) => [issue.path[0], issue.message])),
  };
}

const forms = [
  ['login', loginSchema, loginForm, ['username', 'password']],
  ['contact', contactSchema, contactForm, ['name', 'email', 'subject', 'message']],
  ['sign-in link request', signInLinkRequestSchema, signInLinkRequestForm, ['email']],
  ['sign-in link', signInLinkSchema, signInLinkForm, ['token', 'password']],
] as const;

describe('the forms checked in the browser', () => {
  it.each(forms)('%s: passes, keeps and refuses what the route does, in its words', (_name, schema, form, fields) => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((field) => [field, typed]))), (input) => {
        expect(browserVerdict(form.check(input))).toEqual(serverVerdict(schema, input));
      }),
      { numRuns: 400 },
    );
  });

  it('test the e-mail address with zod’s own pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});
