'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a link inside the site opens another page, focus goes to that page's
 * heading (or its main content), as a full page load would start a screen
 * reader there; the router alone leaves focus on a link that is gone. A link
 * to a section (#faq) keeps the browser's own behaviour.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
