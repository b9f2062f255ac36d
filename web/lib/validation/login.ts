import { z } from 'zod';

import { loginFields } from './forms';
import { textSchema } from './text-schema';

/** POST /api/login: the login form's rules (forms.ts), which the browser checks first. */
export const loginSchema = z.object({
  username: textSchema(loginFields.username),
  password: textSchema(loginFields.password),
});

export type LoginInput = z.infer<typeof loginSchema>;
