'use client';

import { useEffect } from 'react';

type Marked = Window & { openedAsDocument?: boolean };

/**
 * Opens at the top, also on a reload; with `glideToHash`, /#section glides there from the top. The
 * inline script turns restoration off while the HTML is read and marks a document load, so a
 * reader who scrolled before the JavaScript arrived stays; a client navigation scrolls up here.
 */
export function OpenAtTop({ glideToHash = false }: { glideToHash?: boolean }) {
  useEffect(() => {
    const marked = window as Marked;
    const openedAsDocument = marked.openedAsDocument === true;
    delete marked.openedAsDocument;
    window.history.scrollRestoration = 'manual';
    const target =
      glideToHash && window.location.hash
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
    if (target) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: still ? 'instant' : 'smooth', block: 'start' });
    } else if (!openedAsDocument) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, [glideToHash]);
  return <script dangerouslySetInnerHTML={{ __html: MARK_DOCUMENT_LOAD }} />;
}

const MARK_DOCUMENT_LOAD = "history.scrollRestoration='manual';self.openedAsDocument=true";
