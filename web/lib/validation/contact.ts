import { z } from 'zod';

import { contactFields } from './forms';
import { emailField } from './subscribe';
import { textSchema } from './text-schema';

/** POST /api/contact: the contact form's rules (forms.ts), which the browser checks first. */
export const contactSchema = z.strictObject({
  name: textSchema(contactFields.name),
  email: emailField,
  subject: textSchema(contactFields.subject),
  message: textSchema(contactFields.message),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactField = keyof ContactInput;
