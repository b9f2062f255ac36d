'use client';

import * as Accordion from '@radix-ui/react-accordion';

import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

import { VideoLinks } from './video-links';

type Group = NonNullable<NonNullable<StageScreenQueryResult>['timeline'][number]['accordionGroup']>;

/**
 * One accordion group of spec section 2: all closed at first, opening one
 * closes the other, and the open one closes again when pressed. Radix gives the
 * button semantics and keyboard handling.
 */
export function OptionsAccordion({ group }: { group: Group }) {
  return (
    <div className="mt-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <h4 className="font-semibold text-brand-900">{group.title}</h4>
      <p className="mt-1 text-sm text-slate-700">{group.intro}</p>
      <Accordion.Root type="single" collapsible className="mt-3 space-y-2">
        {group.options.map((option) => (
          <Accordion.Item
            key={option._key}
            value={option._key}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <Accordion.Header asChild>
              <h5>
                <Accordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                  <span>{option.title}</span>
                  <span
                    aria-hidden="true"
                    className="text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  >
                    ▾
                  </span>
                </Accordion.Trigger>
              </h5>
            </Accordion.Header>
            <Accordion.Content className="border-t border-slate-100 px-4 pt-3 pb-4 text-slate-800">
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
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
