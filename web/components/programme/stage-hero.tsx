import type { ReactNode } from 'react';

export function StageHero({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-brand-50 to-white px-4 pt-8 pb-10 sm:px-6 sm:pt-14 sm:pb-14">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl leading-tight font-bold text-brand-900 sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
        {children}
      </div>
    </header>
  );
}
