'use client';

import { useEffect, useRef } from 'react';

/** On a phone the stage list scrolls sideways: bring the current stage into view without moving the page. */
export function CurrentStageInView() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const list = marker.current?.closest('nav')?.querySelector('ol');
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.clientWidth) / 2;
  }, []);
  return <span ref={marker} hidden />;
}
