/**
 * Class names for every link or button that looks like a button, so every call
 * to action on the site and in the programme matches. A function rather than a
 * component because most calls to action are links (next/link or <a>).
 * A button busy with its own request is `aria-disabled` rather than disabled,
 * so the focus it holds stays on it; it looks unavailable all the same.
 */
export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'quiet' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The classes are drawn in app/globals.css: a page with many calls to action
 * carries three short names for each, in its HTML and again in its data for
 * the browser, rather than some 300 characters of utilities.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `btn btn-${variant} btn-${size}`;
}
