import { z } from 'zod';

import { emailField } from './subscribe';

/** POST /api/waitlist: shared by the landing page's "Notify Me" box and the route handler. */
export const waitlistSchema = z.strictObject({ email: emailField });

export type WaitlistInput = z.infer<typeof waitlistSchema>;

/**
 * One answer whether or not the address was already listed, so the box never
 * tells a visitor who else is on the list.
 */
export const waitlistMessages = {
  joined: "You're on the list! We'll e-mail you once when the apps launch.",
  failed: "We couldn't add you to the waitlist. Please try again.",
} as const;
