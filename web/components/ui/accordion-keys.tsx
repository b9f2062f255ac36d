'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

function headers(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(':scope > details > summary'));
}

/** Up, Down, Home and End between the headers, and each header's aria-expanded following its panel however it opened. */
export function AccordionKeys({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const header of headers(root)) {
        header.setAttribute('aria-expanded', String((header.parentElement as HTMLDetailsElement).open));
      }
    };
    sync();
    // `toggle` does not bubble; listening in the capture phase hears every panel's.
    root.addEventListener('toggle', sync, true);
    return () => root.removeEventListener('toggle', sync, true);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = headers(event.currentTarget);
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const targets: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  }

  return (
    <div ref={ref} className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
