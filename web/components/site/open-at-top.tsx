'use client';

import { useEffect } from 'react';

/** Set by the inline script, which runs only when the page is loaded as a document. */
type Marked = Window & { openedAsDocument?: boolean };

/**
 * A page that opens at its top, also on a reload, so the browser must not
 * restore the old position. With `glideToHash`, an address naming a section
 * (/#testimonials from another page's bar) glides there from the top.
 *
 * The inline script turns restoration off while the HTML is still being read
 * and marks the load: such a page opened at its top, and a reader who scrolled
 * before the JavaScript arrived (a slow phone) is left where they are. Arriving
 * by a client-side navigation has no mark, so the effect scrolls up itself.
 * Leaving the page hands restoration back.
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
