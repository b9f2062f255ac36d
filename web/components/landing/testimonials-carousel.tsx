'use client';

import { type CSSProperties, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { cardClasses } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';
import { Tooltip } from '@/components/ui/tooltip';
import { portraitSrc } from '@/lib/content/portrait';
import type { LandingQueryResult } from '@/lib/content/sanity.types';

const ADVANCE_MS = 4000;
const RESUME_AFTER_MANUAL_MS = 5000;

export type CarouselTestimonial = LandingQueryResult['testimonials'][number];

// Hidden slots keep their place (visibility, not display): the row stays as tall as the longest testimonial.
const SLOTS = ['', 'invisible md:visible', 'invisible lg:visible'];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Auto-play stops on hover, under keyboard focus, for 5 s after previous or next, when stopped, and under reduced motion. */
export function TestimonialsCarousel({ testimonials }: { testimonials: CarouselTestimonial[] }) {
  const count = testimonials.length;
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [heldByControls, setHeldByControls] = useState(false);
  // Until the visitor presses stop or start, the system's motion setting decides.
  const [stoppedByChoice, setStoppedByChoice] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => false);
  const stopped = stoppedByChoice ?? reducedMotion;
  const [announcement, setAnnouncement] = useState('');
  const resumeTimer = useRef<number | undefined>(undefined);
  const playing = !hovered && !keyboardInside && !heldByControls && !stopped;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setStart((current) => (current + 1) % count), ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, start, count]);

  useEffect(() => () => window.clearTimeout(resumeTimer.current), []);

  function step(delta: number) {
    const next = (start + delta + count) % count;
    setStart(next);
    const slide = testimonials[next];
    if (slide) setAnnouncement(`Testimonial ${next + 1} of ${count}: “${slide.content}” ${slide.name}, ${slide.role}.`);
    setHeldByControls(true);
    window.clearTimeout(resumeTimer.current);
    resumeTimer.current = window.setTimeout(() => setHeldByControls(false), RESUME_AFTER_MANUAL_MS);
  }

  const ordered = [...testimonials.slice(start), ...testimonials.slice(0, start)];
  const toggleLabel = stopped ? 'Start automatic slide show' : 'Stop automatic slide show';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      // Only keyboard focus holds the slides still: a click focuses a button too.
      onFocus={(event) => setKeyboardInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
      }}
      className="mt-12"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2 text-sm text-slate-700">
          {/* Not pulsing: an endless animation redraws the frame many times a second on a phone. */}
          <span aria-hidden="true" className={`size-2 rounded-full ${playing ? 'bg-brand-600' : 'bg-slate-400'}`} />
          <span data-testid="carousel-status">
            {playing ? (
              <>
                <span className="sm:hidden">Auto</span>
                <span className="hidden sm:inline">Auto-playing</span>
              </>
            ) : (
              'Paused'
            )}
          </span>
          <Tooltip label={toggleLabel}>
            <button
              type="button"
              onClick={() => setStoppedByChoice(!stopped)}
              aria-label={toggleLabel}
              className="ml-1 inline-flex size-8 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'} />
              </svg>
            </button>
          </Tooltip>
        </div>
        <div className="flex gap-2">
          <StepButton label="Previous testimonial" onClick={() => step(-1)} arrow="chevron-left" />
          <StepButton label="Next testimonial" onClick={() => step(1)} arrow="chevron-right" />
        </div>
      </div>
      <p aria-live="polite" className="sr-only" data-testid="carousel-announcement">
        {announcement}
      </p>
      <div
        data-testid="carousel-slides"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className="mt-6 grid auto-cols-[100%] grid-flow-col gap-6 overflow-hidden p-1 md:auto-cols-[calc((100%-1.5rem)/2)] lg:auto-cols-[calc((100%-3rem)/3)]"
      >
        {ordered.map((testimonial, position) => (
          <div
            key={testimonial._id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${((start + position) % count) + 1} of ${count}`}
            className={`flex flex-col ${cardClasses()} ${SLOTS[position] ?? 'invisible'}`}
          >
            <p
              className="stars text-amber-700"
              style={{ '--stars': testimonial.rating } as CSSProperties}
              aria-label={`Rated ${testimonial.rating} out of 5`}
              role="img"
            />
            <blockquote className="mt-3 flex-1 text-slate-800">
              <p>“{testimonial.content}”</p>
            </blockquote>
            <p className="mt-4 inline-flex self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
              {testimonial.benefit}
            </p>
            <p className="mt-4 flex items-center gap-3">
              <Avatar testimonial={testimonial} />
              <span>
                <span className="block font-semibold text-brand-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-700">{testimonial.role}</span>
              </span>
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Decorative: the name is beside it. */
function Avatar({ testimonial }: { testimonial: CarouselTestimonial }) {
  const src = portraitSrc(testimonial.portrait, 40);
  if (src) {
    // Sanity's pipeline sizes it; width and height hold its place.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {testimonial.initials}
    </span>
  );
}

function StepButton({ label, onClick, arrow }: { label: string; onClick: () => void; arrow: IconName }) {
  return (
    <Tooltip label={label} align="end">
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Icon name={arrow} />
      </button>
    </Tooltip>
  );
}
