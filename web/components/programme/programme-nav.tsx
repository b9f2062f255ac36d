import Link from 'next/link';

import { BrandMark } from '@/components/site/brand-image';
import type { MembersArea, ProgrammeStages } from '@/lib/content';

import { StageBar } from './nav-scroll';

export type ProgrammePage = 'dashboard' | 'welcome' | 'morning' | 'midday' | 'afternoon' | 'reflection' | 'tracker';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-brand-700';

/** A transparent border: the pill's edge in forced colours, and the same size filled or not. */
function pillClasses(active: boolean) {
  return `block rounded-full border border-transparent px-3 py-2 whitespace-nowrap ${focusRing} ${
    active ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-brand-50'
  }`;
}

export function ProgrammeNav({
  stages,
  current,
  labels,
}: {
  stages: ProgrammeStages;
  current: ProgrammePage;
  labels: MembersArea['navigation'];
}) {
  return (
    <nav aria-label={labels.label} className="sticky top-0 z-20 border-b border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6 xl:flex-nowrap">
        <Link
          href="/"
          prefetch={false}
          className={`flex shrink-0 items-center gap-2 rounded-full py-2 pr-2 text-sm font-semibold text-brand-900 ${focusRing}`}
        >
          <BrandMark size={24} className="size-6 shrink-0" />
          {labels.home}
        </Link>
        <Link
          href="/dashboard"
          aria-current={current === 'dashboard' ? 'page' : undefined}
          className={`shrink-0 text-sm ${pillClasses(current === 'dashboard')}`}
        >
          {labels.dashboard}
        </Link>
        <StageBar>
          {stages.map((stage, index) => (
            <li key={stage.key} className="shrink-0">
              <Link
                href={`/product/reset/${stage.key}`}
                aria-current={stage.key === current ? 'page' : undefined}
                className={pillClasses(stage.key === current)}
              >
                <span aria-hidden="true">{index + 1}. </span>
                {stage.title}
              </Link>
            </li>
          ))}
          <li className="shrink-0">
            <Link
              href="/daily-reset-tracker"
              aria-current={current === 'tracker' ? 'page' : undefined}
              className={pillClasses(current === 'tracker')}
            >
              {labels.tracker}
            </Link>
          </li>
        </StageBar>
      </div>
    </nav>
  );
}
