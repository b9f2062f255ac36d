/** Class names for links and buttons that look like buttons, so every call to action matches. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-70';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-900',
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-slate-800 hover:bg-brand-50 hover:text-brand-900',
} as const;

const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-6 py-2.5 text-base',
  lg: 'px-8 py-4 text-lg',
} as const;

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md'): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
