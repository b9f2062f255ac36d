export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'quiet' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Classes for every button and button-like link, drawn in app/globals.css: three short names
 * rather than some 300 characters of utilities in each page's HTML and data. A busy button is
 * `aria-disabled` rather than disabled, so the focus it holds stays on it.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `btn btn-${variant} btn-${size}`;
}
