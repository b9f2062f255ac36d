import type { SqlQuery } from './types';

/** Parameterised SQL: interpolated values become $1, $2, … and never reach the statement text. */
export function sql<R = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): SqlQuery<R> {
  const text = strings.reduce((acc, part, index) => `${acc}$${index}${part}`);
  return { text, values };
}
