'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';

import type { CarouselTestimonial } from './testimonials-carousel';

let wake: () => void = () => {};
/** Settles once the testimonials come within a screen of the viewport (and stays settled for later visits). */
const woken = new Promise<void>((resolve) => (wake = resolve));

/*
 * The carousel's code is fetched when the testimonials come within a screen
 * of the viewport, not with the page: most phones open the page two or three
 * screens above them. Until then React keeps the carousel's server-rendered
 * HTML as it is (a boundary whose code is still loading is hydrated when the
 * code arrives), so its first frame shows from the start and nothing moves
 * when it wakes. The server renders it at once.
 */
const Carousel = lazy(async () => {
  if (typeof window !== 'undefined') await woken;
  const { TestimonialsCarousel } = await import('./testimonials-carousel');
  return { default: TestimonialsCarousel };
});

export function TestimonialsLoader({ testimonials }: { testimonials: CarouselTestimonial[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return wake();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wake();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref}>
      <Suspense>
        <Carousel testimonials={testimonials} />
      </Suspense>
    </div>
  );
}
