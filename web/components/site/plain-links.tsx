'use client';

import { useEffect } from 'react';

/**
 * Makes every link on the page an ordinary link: a click loads the next page
 * in full instead of going through the client router.
 *
 * For the 404 page of unknown paths (app/global-not-found.tsx), which Next.js
 * renders outside the root layout: its router changes the address but not the
 * page when a next/link is followed from there (vercel/next.js#88341). A
 * listener on the window, in the capture phase, hears the click before React
 * does and stops it there, so next/link never sees it and the browser follows
 * the href itself. Buttons (the phone menu's) are left to React.
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
