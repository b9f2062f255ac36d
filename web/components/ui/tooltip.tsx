'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A tooltip opens after 700 ms of hover… */
export const TOOLTIP_DELAY_MS = 700;
/** …or at once when another one closed less than 300 ms ago (moving along a row of buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip on the page closed: shared by every tooltip, like Radix's provider. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

interface TooltipProps {
  /** What the tooltip says: usually the icon button's accessible name, shown to sighted users. */
  label: string;
  /** Which edge of the control the tooltip lines up with; 'end' keeps it inside the page at a right edge. */
  align?: 'center' | 'end';
  children: ReactNode;
}

/**
 * A small label above an icon-only control, on hover (after the delay) and on
 * keyboard focus (at once); Escape hides it, and it stays while the pointer is
 * on it. The control keeps its own
 * accessible name, so the tooltip is hidden from assistive technology rather
 * than announced twice. A few lines instead of a positioning library: these
 * controls sit in known places.
 */
export function Tooltip({ label, align = 'center', children }: TooltipProps) {
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
