import type { ReactNode } from 'react';

interface LandingSectionProps {
  /** Names the heading's id, and with `anchor` the section's own (the header links to #faq and #testimonials). */
  name: string;
  anchor?: boolean;
  heading: string;
  intro: string | null;
  width: 'narrow' | 'wide';
  tinted?: boolean;
  /** Laid out only once near the viewport (`render-when-visible` in globals.css). */
  onDemand?: boolean;
  children: ReactNode;
}

/** A section of the landing page: a centred heading and intro over its content. */
export function LandingSection({
  name,
  anchor = false,
  heading,
  intro,
  width,
  tinted = false,
  onDemand = true,
  children,
}: LandingSectionProps) {
  const classes = [
    onDemand && 'render-when-visible',
    anchor && 'scroll-mt-20',
    tinted && 'bg-brand-50',
    'px-4 py-20 sm:px-6',
  ].filter(Boolean);
  return (
    <section id={anchor ? name : undefined} aria-labelledby={`${name}-heading`} className={classes.join(' ')}>
      <div className={`mx-auto ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <h2 id={`${name}-heading`} className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
