import { z } from 'zod';

/** POST /api/login: shared by the login form and the route handler. */
export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Invalid username or password.'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(256, 'Invalid username or password.'),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const loginMessages = {
  invalid: 'Invalid username or password. Please try again.',
  throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  /** The right password, but a refund, a dispute or support ended the account's access. */
  accessEnded: (supportEmail: string) =>
    `Your access has ended: the payment was refunded or disputed, or support closed the account. If you think this is a mistake, write to ${supportEmail}.`,
} as const;
