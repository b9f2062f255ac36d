const paddings = {
  sm: 'p-4 sm:p-6',
  md: 'p-5 sm:p-6',
  lg: 'p-6 sm:p-8',
} as const;

/** A white panel on the page: tool cards, timeline items, the checkout and sign-in boxes. */
export function cardClasses(padding: keyof typeof paddings = 'md'): string {
  return `rounded-2xl border border-slate-200 bg-white shadow-sm ${paddings[padding]}`;
}

export const cardHeadingClasses = 'text-xl font-semibold text-brand-900';
