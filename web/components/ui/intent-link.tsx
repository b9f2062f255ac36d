'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link inside the site that fetches its page ahead only once the visitor
 * reaches for it: a pointer over it, a finger down on it, keyboard focus.
 * next/link's default fetches every page whose link scrolls into view, and on
 * a phone parsing those pages costs more main-thread time than the page being
 * opened; the few milliseconds between a hover or a tap and the click are
 * enough for a static page. `prefetch={null}` hands the link back to next/link's
 * default once the intent is there.
 */
export function IntentLink({ onPointerEnter, onPointerDown, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onPointerDown={(event) => {
        setIntent(true);
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
