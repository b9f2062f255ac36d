import Link from 'next/link';

import type { ProgrammeStages } from '@/lib/content';

import { CurrentStageInView } from './nav-scroll';

export type ProgrammePage = 'welcome' | 'morning' | 'midday' | 'afternoon' | 'reflection' | 'tracker';

/** A slim bar over every programme page: back to the dashboard and the five stages, the current one marked. */
export function ProgrammeNav({ stages, current }: { stages: ProgrammeStages; current: ProgrammePage }) {
  return (
    <nav
      aria-label="Programme"
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2 sm:px-6">
        <Link
          href="/dashboard"
          className="shrink-0 rounded-full px-2 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">← </span>Dashboard
        </Link>
        <ol className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1 text-sm [scrollbar-width:none]">
          {stages.map((stage, index) => {
            const active = stage.key === current;
            return (
              <li key={stage.key} className="shrink-0">
                <Link
                  href={`/product/reset/${stage.key}`}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-full px-3 py-2 whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
                    active ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-brand-50'
                  }`}
                >
                  <span aria-hidden="true">{index + 1}. </span>
                  {stage.title}
                </Link>
              </li>
            );
          })}
          <li className="shrink-0">
            <Link
              href="/daily-reset-tracker"
              aria-current={current === 'tracker' ? 'page' : undefined}
              className={`block rounded-full px-3 py-2 whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-700 ${
                current === 'tracker' ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-brand-50'
              }`}
            >
              7-Day Tracker
            </Link>
          </li>
        </ol>
        <CurrentStageInView />
      </div>
    </nav>
  );
}
