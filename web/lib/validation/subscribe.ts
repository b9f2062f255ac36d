import { z } from 'zod';

import { emailRule } from './forms';
import { textSchema } from './text-schema';

/** An e-mail address as the forms accept it: trimmed, at most 254 characters. */
export const emailField = textSchema(emailRule);

/** POST /api/subscribe: shared by the newsletter forms and the route handler. */
export const subscribeSchema = z.strictObject({ email: emailField });

export type SubscribeInput = z.infer<typeof subscribeSchema>;
