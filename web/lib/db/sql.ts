import type { SqlQuery } from './types';

/**
 * Tagged template for parameterised SQL: interpolated values become $1, $2, …
 * and never reach the statement text.
 *
 *   sql<{ id: string }>`select id from subscribers where email = ${email}`
 */
export function sql<R = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): SqlQuery<R> {
  const text = strings.reduce((acc, part, index) => `${acc}$${index}${part}`);
  return { text, values };
}
