import { z } from 'zod';

import { emailField } from './subscribe';

/** POST /api/waitlist: shared by the landing page's "Notify Me" box and the route handler. */
export const waitlistSchema = z.strictObject({ email: emailField });

export type WaitlistInput = z.infer<typeof waitlistSchema>;
