'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';

export const SCROLLED_AFTER_PX = 50;

const ALWAYS_SCROLLED = new Set(['/what-you-get']);

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLLED_AFTER_PX;

/**
 * Its height never changes, so switching style moves nothing. Opaque: a backdrop blur has the
 * compositor redraw what lies under it in every frame, which doubles a phone's first frames.
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
