'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * A link that prefetches only once the visitor reaches for it (pointer, tap, focus): next/link's
 * default prefetches every link in view, which on a phone costs more main-thread time than the page.
 */
export function IntentLink({ onPointerEnter, onPointerDown, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const reached =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={reached(onPointerEnter)}
      onPointerDown={reached(onPointerDown)}
      onFocus={reached(onFocus)}
    />
  );
}
