import type { ReactNode } from 'react';

type Props = { name: string; heading: ReactNode; text?: string; id?: string; className?: string; children: ReactNode };

/** A section of a programme page: its heading (`${name}-heading`), the text under it, then what it holds. */
export function Block({ name, heading, text, id, className, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={className}>
      <h2 id={`${name}-heading`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {heading}
      </h2>
      {text === undefined ? null : <p className="mt-2 text-slate-700">{text}</p>}
      {children}
    </section>
  );
}
