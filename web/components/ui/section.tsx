import type { ReactNode } from 'react';

const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-5xl', wide: 'max-w-6xl' } as const;

interface SectionProps {
  /** The heading's id, and with `anchor` the section's (the header links to #faq and #testimonials). */
  name: string;
  anchor?: boolean;
  heading: string;
  intro?: string | null;
  width: keyof typeof WIDTHS;
  tinted?: boolean;
  spacing?: string;
  children: ReactNode;
}

export function Section({
  name,
  anchor = false,
  heading,
  intro,
  width,
  tinted = false,
  spacing = 'py-20',
  children,
}: SectionProps) {
  const classes = [anchor && 'scroll-mt-20', tinted && 'bg-brand-50', `px-4 ${spacing} sm:px-6`].filter(Boolean);
  return (
    <section id={anchor ? name : undefined} aria-labelledby={`${name}-heading`} className={classes.join(' ')}>
      <div className={`mx-auto ${WIDTHS[width]}`}>
        <h2 id={`${name}-heading`} className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {heading}
        </h2>
        {intro && <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
