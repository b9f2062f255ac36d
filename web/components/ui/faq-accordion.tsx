'use client';

import * as Accordion from '@radix-ui/react-accordion';

export interface FaqItem {
  _id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time and collapsible (spec section 4).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item._id} value={item._id} className="group">
          <Accordion.Header className="text-lg font-semibold text-brand-900">
            <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
              {item.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
