/** `.card` in globals.css. */
export function cardClasses(padding: 'sm' | 'md' | 'lg' = 'md'): string {
  return `card card-${padding}`;
}

export const cardHeadingClasses = 'text-xl font-semibold text-brand-900';
