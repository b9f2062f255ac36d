import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab, without giving that tab a handle on this
 * page (`noopener`) or telling it where the visitor came from (`noreferrer`),
 * and that says so to screen readers.
 */
export function NewTabLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
