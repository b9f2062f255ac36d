import { z } from 'zod';

import type { TextRule } from './forms';

/**
 * The zod schema of a text field's rules (web/lib/validation/forms.ts), for the
 * route handlers: the same checks, in the same order, with the same messages
 * as the browser runs them.
 */
export function textSchema(rule: TextRule) {
  let schema = rule.notText ? z.string({ error: rule.notText }) : z.string();
  if (rule.trim) schema = schema.trim();
  if (rule.min) schema = schema.min(rule.min[0], rule.min[1]);
  if (rule.max) schema = schema.max(rule.max[0], rule.max[1]);
  if (rule.pattern) schema = schema.regex(rule.pattern[0], rule.pattern[1]);
  if (rule.refine) schema = schema.refine(rule.refine[0], rule.refine[1]);
  return rule.email ? schema.pipe(z.email({ error: rule.email })) : schema;
}
