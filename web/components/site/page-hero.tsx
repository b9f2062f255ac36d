import type { ReactNode } from 'react';

export function PageHero({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{heading}</h1>
        <p className="mt-6 text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
