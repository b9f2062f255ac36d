'use client';

import { useEffect } from 'react';

/**
 * The midday and afternoon screens open at the top, whatever
 * the scroll position before, also on a reload (so the browser must not
 * restore the old position afterwards).
 */
export function ScrollToTop() {
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
  return null;
}
