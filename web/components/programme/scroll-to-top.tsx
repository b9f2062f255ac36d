'use client';

import { useEffect } from 'react';

/**
 * The midday and afternoon screens open at the top, whatever
 * the scroll position before, also on a reload (so the browser must not
 * restore the old position afterwards).
 *
 * The inline script says so while the HTML is still being read, so a reload
 * before the page's JavaScript has run is covered too; the effect covers
 * arriving by a client-side navigation. Leaving the page hands restoration back.
 */
export function ScrollToTop() {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  return <script dangerouslySetInnerHTML={{ __html: "history.scrollRestoration='manual'" }} />;
}
