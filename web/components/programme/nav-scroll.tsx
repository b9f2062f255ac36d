'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';

/** Below 1024 px each edge with more stages beyond it fades under an arrow, so a phone shows that it scrolls. */
export function StageBar({ children }: { children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
    setMore({ before: element.scrollLeft > 1, after: rest > 1 });
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const current = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) {
      element.scrollLeft = current.offsetLeft - element.offsetLeft - (element.clientWidth - current.clientWidth) / 2;
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const cue = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-brand-700';
  return (
    <div className="relative min-w-0 basis-full xl:flex-1 xl:basis-auto">
      <ol
        ref={list}
        onScroll={measure}
        data-more-before={more.before || undefined}
        data-more-after={more.after || undefined}
        className="flex gap-0.5 overflow-x-auto py-1 text-sm [scrollbar-width:none] lg:flex-wrap"
      >
        {children}
      </ol>
      {more.before && (
        <span
          data-scroll-cue="before"
          className={`${cue} left-0 justify-start bg-gradient-to-r from-white via-white/90`}
        >
          <Icon name="chevron-left" className="size-5" />
        </span>
      )}
      {more.after && (
        <span data-scroll-cue="after" className={`${cue} right-0 justify-end bg-gradient-to-l from-white via-white/90`}>
          <Icon name="chevron-right" className="size-5" />
        </span>
      )}
    </div>
  );
}
