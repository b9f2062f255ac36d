import { z } from 'zod';

/** An e-mail address as the forms accept it: trimmed, at most 254 characters. */
export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** POST /api/subscribe: shared by the newsletter forms and the route handler. */
export const subscribeSchema = z.strictObject({ email: emailField });

export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The newsletter's messages. */
export const subscribeMessages = {
  subscribed: 'Thank you for subscribing to our newsletter!',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  failed: 'There was an error subscribing to the newsletter. Please try again.',
} as const;
