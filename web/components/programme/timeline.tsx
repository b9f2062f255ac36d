import { Icon } from '@/components/ui/icon';
import { cardClasses } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import type { StageScreenQueryResult } from '@/lib/content/sanity.types';
import { type DayClock, shownTime } from '@/lib/programme/clock';

import { OptionsAccordion } from './options-accordion';
import { VideoLinks } from './video-links';

type Item = NonNullable<StageScreenQueryResult>['timeline'][number];

export function Timeline({ items, day }: { items: Item[]; day: DayClock }) {
  return (
    <ol className="relative mt-6 space-y-6 before:absolute before:top-2 before:bottom-2 before:left-[21px] before:w-0.5 before:bg-brand-100">
      {items.map((item) => (
        <li key={item._id} className="relative flex gap-3 sm:gap-4">
          {/* Decoration: the title says what it is. */}
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-4 ring-white">
            <Icon name={item.icon} className="size-5" />
          </span>
          <article className={`min-w-0 flex-1 ${cardClasses('sm')}`}>
            <p className="text-sm font-bold text-brand-700">
              <time>{shownTime(item.time, day)}</time>
            </p>
            <h3 className="mt-0.5 text-lg font-semibold text-ink sm:text-xl">{item.title}</h3>
            <RichText value={item.description} className="mt-2 text-slate-800" />
            {item.extraContent?.length ? (
              <div role="note" className="mt-4 rounded-xl border-l-4 border-sky-600 bg-sky-50 p-4 text-slate-800">
                <RichText value={item.extraContent} />
              </div>
            ) : null}
            {item.videoLinks?.length ? <VideoLinks links={item.videoLinks} /> : null}
            {item.jumpToMeal && item.jumpLabel ? (
              <a
                href={`#${item.jumpToMeal}`}
                className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {item.jumpLabel}
                <Icon name="arrow-down" className="size-4 shrink-0" />
              </a>
            ) : null}
            {item.accordionGroup ? <OptionsAccordion group={item.accordionGroup} /> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
