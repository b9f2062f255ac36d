/**
 * Class names for every link or button that looks like a button, so every call
 * to action on the site and in the programme matches. A function rather than a
 * component because most calls to action are links (next/link or <a>).
 * A button busy with its own request is `aria-disabled` rather than disabled,
 * so the focus it holds stays on it; it looks unavailable all the same.
 * A filled variant carries a transparent border: unseen on its fill, it is
 * the edge forced colours (Windows high contrast) paint once every fill is gone.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

const variants = {
  primary:
    'border border-transparent bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-900 focus-visible:outline-brand-700 disabled:bg-slate-400 aria-disabled:bg-slate-600',
  outline:
    'border border-brand-700 bg-white font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700 disabled:border-slate-300 disabled:text-slate-500 aria-disabled:border-slate-500 aria-disabled:text-slate-600',
  ghost: 'font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-brand-700',
  /** A secondary action that reads as a link: clear, "or save the PDF". */
  quiet: 'font-medium text-slate-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-brand-700',
  /** On the dark green panels. */
  inverse:
    'border border-transparent bg-white font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-white',
} as const;

/** Every size is at least 36 px tall; md and lg reach the 44 px of a comfortable touch target. */
const sizes = {
  sm: 'min-h-9 px-4 py-2 text-sm',
  md: 'min-h-11 px-6 py-2.5 text-base',
  lg: 'min-h-12 px-8 py-4 text-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
