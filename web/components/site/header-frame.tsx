'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/** The bar changes style once the page has scrolled past 50 px. */
export const SCROLLED_AFTER_PX = 50;

/** Pages whose bar is always in its scrolled style. */
const ALWAYS_SCROLLED = new Set(['/what-you-get']);

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLLED_AFTER_PX;

/** The longest delay a browser's timer keeps (about 24.8 days); a change further off is left to a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** After the moment, so that a clock running a little ahead of the server's still finds the new price there. */
const AFTER_MOMENT_MS = 1_000;

/**
 * Fetches the page again from the server once `moment` has passed, while the
 * page is open: the price it states then moves with the price charged
 * (the offer's end). A refresh also empties the router's cache, so pages
 * prefetched before the moment are fetched again too.
 */
function useRefreshAt(moment: string | null) {
  const router = useRouter();
  useEffect(() => {
    if (!moment) return;
    const delay = Date.parse(moment) - Date.now() + AFTER_MOMENT_MS;
    if (Number.isNaN(delay) || delay > LONGEST_TIMER_MS) return;
    const timer = window.setTimeout(() => router.refresh(), Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [moment, router]);
}

/**
 * The sticky bar around the server-rendered navigation: the only part of the
 * header that needs the browser. Its height never changes, so switching style
 * moves nothing on the page. It is on every page, so it also refreshes the page
 * when the price changes (`refreshAt`).
 */
export function HeaderFrame({ children, refreshAt }: { children: ReactNode; refreshAt: string | null }) {
  useRefreshAt(refreshAt);
  const pathname = usePathname();
  const scrolledPast = useSyncExternalStore(subscribeToScroll, isScrolled, () => false);
  const scrolled = ALWAYS_SCROLLED.has(pathname) || scrolledPast;
  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 h-16 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur'
          : 'border-transparent bg-brand-50/90 backdrop-blur-sm'
      }`}
    >
      {children}
    </header>
  );
}
