import { useId } from 'react';

import { StrokeIcon } from '@/components/ui/stroke-icon';

export interface FaqItem {
  _id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time and collapsible (spec section 4).
 * Native disclosure elements sharing a `name` form an exclusive group: the
 * browser opens, closes and announces them, answers turn up in find-in-page,
 * and none of it waits for (or costs) JavaScript.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item._id} name={group} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-semibold text-brand-900">{item.question}</h3>
            <StrokeIcon className="size-5 shrink-0 transition-transform group-open:rotate-180" d="M6 9l6 6 6-6" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
