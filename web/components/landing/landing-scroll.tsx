'use client';

import { useEffect } from 'react';

/**
 * The landing page opens at its top (spec section 2), unless the address names
 * a section (/#testimonials from another page's bar): then it glides there.
 */
export function LandingScroll() {
  useEffect(() => {
    const target = window.location.hash
      ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      : null;
    window.scrollTo({ top: 0, behavior: 'instant' });
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  return null;
}
