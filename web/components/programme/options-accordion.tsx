import { Accordion } from '@/components/ui/accordion';
import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

import { VideoLinks } from './video-links';

type Group = NonNullable<NonNullable<StageScreenQueryResult>['timeline'][number]['accordionGroup']>;

/** One accordion group of spec section 2: the options of a timeline item, one open at a time. */
export function OptionsAccordion({ group }: { group: Group }) {
  return (
    <div className="mt-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <h4 className="font-semibold text-brand-900">{group.title}</h4>
      <p className="mt-1 mb-3 text-sm text-slate-700">{group.intro}</p>
      <Accordion
        headingLevel={5}
        items={group.options.map((option) => ({
          key: option._key,
          title: option.title,
          content: (
            <>
              <p>{option.description}</p>
              <ul className="mt-3 space-y-2">
                {option.tasks.map((task) => (
                  <li key={task} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    <span>{task}</span>
                  </li>
                ))}
              </ul>
              {option.videoLinks?.length ? <VideoLinks links={option.videoLinks} /> : null}
            </>
          ),
        }))}
      />
    </div>
  );
}
