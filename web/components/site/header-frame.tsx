'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';

/** The bar changes style once the page has scrolled past 50 px. */
export const SCROLLED_AFTER_PX = 50;

/** Pages whose bar is always in its scrolled style. */
const ALWAYS_SCROLLED = new Set(['/what-you-get']);

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLLED_AFTER_PX;

/**
 * The sticky bar around the server-rendered navigation: the only part of the
 * header that needs the browser. Its height never changes, so switching style
 * moves nothing on the page. Its background is opaque: a see-through bar
 * with a backdrop blur has the compositor blur what lies under it in every
 * frame, which on a phone drawing the page for the first time doubles the
 * frames it draws.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const scrolledPast = useSyncExternalStore(subscribeToScroll, isScrolled, () => false);
  const scrolled = ALWAYS_SCROLLED.has(pathname) || scrolledPast;
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 h-16 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled ? 'border-slate-200 bg-white shadow-md' : 'border-transparent bg-brand-50'
      }`}
    >
      {children}
    </header>
  );
}
