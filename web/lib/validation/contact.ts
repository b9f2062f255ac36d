import { z } from 'zod';

import { emailField } from './subscribe';

/** POST /api/contact: shared by the contact form and the route handler. */
export const contactSchema = z.strictObject({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: emailField,
  subject: z
    .string({ error: 'Subject must be at least 5 characters' })
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
});

export type ContactInput = z.infer<typeof contactSchema>;

export type ContactField = keyof ContactInput;

/** The contact form's toasts. */
export const contactMessages = {
  sentTitle: 'Message sent successfully!',
  sentDescription: "We'll get back to you within 24 hours.",
  failedTitle: 'Failed to send message',
} as const;
