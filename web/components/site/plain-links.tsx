'use client';

import { useEffect } from 'react';

/**
 * Every link a full page load, for app/global-not-found.tsx, which Next.js renders outside the root
 * layout and whose router changes the address but not the page (vercel/next.js#88341): the capture
 * listener stops the click before next/link sees it.
 */
export function PlainLinks() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
    }
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
