import { Accordion } from '@/components/ui/accordion';
import { MarkedList } from '@/components/ui/marked-list';
import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

import { VideoLinks } from './video-links';

type Group = NonNullable<NonNullable<StageScreenQueryResult>['timeline'][number]['accordionGroup']>;

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
              <MarkedList items={option.tasks} className="mt-3 space-y-2" />
              {option.videoLinks?.length ? <VideoLinks links={option.videoLinks} /> : null}
            </>
          ),
        }))}
      />
    </div>
  );
}
