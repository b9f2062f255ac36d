import type { ReactNode } from 'react';

interface StrokeIconProps {
  className: string;
  /** One path; or pass the shapes as children. */
  d?: string;
  strokeWidth?: number;
  children?: ReactNode;
}

/**
 * A 24×24 line icon drawn in the text colour with round ends. Decorative: the
 * control or text next to it carries the name, so assistive technology skips it.
 */
export function StrokeIcon({ className, d, strokeWidth = 2, children }: StrokeIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
