'use client';

import { useEffect } from 'react';

/**
 * The landing page opens at its top, unless the address names
 * a section (/#testimonials from another page's bar): then it glides there.
 *
 * It also asks the browser not to restore this entry's scroll position on a
 * reload, since the page always opens at its top: a restored position would
 * only be undone, visibly, once this has run.
 * The inline script says so while the HTML is still being read, so a reload
 * before the page's JavaScript has run is covered too; the effect covers
 * arriving by a client-side navigation. Leaving the page hands restoration back.
 */
export function LandingScroll() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    window.scrollTo({ top: 0, behavior: 'instant' });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: still ? 'instant' : 'smooth', block: 'start' });
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: SCROLL_RESTORATION_MANUAL }} />;
}

const SCROLL_RESTORATION_MANUAL = "history.scrollRestoration='manual'";
