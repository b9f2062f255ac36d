'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;
/** Opens at once when another closed less than this ago (moving along a row of buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * An icon button's name shown above it on hover and keyboard focus. Hidden from assistive
 * technology, which hears the button's own name. `align="end"` keeps it inside a right edge.
 */
export function Tooltip({
  label,
  align = 'center',
  children,
}: {
  label: string;
  align?: 'center' | 'end';
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape dismisses an open tooltip wherever focus is (WCAG 1.4.13), also one opened by hover.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      lastClosedAt = performance.now();
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  function show(delay: number) {
    window.clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), delay);
  }

  function hide() {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  }

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        show(performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
      onPointerDown={hide}
    >
      {children}
      {/* Inside the wrapper, and padded rather than offset, so the pointer can move
          from the control onto the tooltip without leaving (WCAG 1.4.13). */}
      <span
        role="tooltip"
        aria-hidden="true"
        data-state={open ? 'open' : 'closed'}
        className={`absolute bottom-full z-50 pb-2 ${align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2'} ${
          open ? 'block' : 'hidden'
        }`}
      >
        <span className="block rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow">
          {label}
        </span>
      </span>
    </span>
  );
}
