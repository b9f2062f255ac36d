'use client';

import { useEffect } from 'react';

/**
 * The landing page opens at its top, unless the address names
 * a section (/#testimonials from another page's bar): then it glides there.
 *
 * It also asks the browser not to restore this entry's scroll position on a
 * reload: the sections below the first screen are laid out only when they come
 * near it (content-visibility), so a restored position would be a guess the
 * browser keeps correcting, smoothly, after this has already scrolled to the top.
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
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: SCROLL_RESTORATION_MANUAL }} />;
}

const SCROLL_RESTORATION_MANUAL = "history.scrollRestoration='manual'";
