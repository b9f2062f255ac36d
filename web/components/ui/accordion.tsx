import { useId, type ReactNode } from 'react';

import { AccordionKeys } from './accordion-keys';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  /** A string is one paragraph; anything else is placed in a block as it is. */
  content: ReactNode;
}

/**
 * Disclosures of which at most one is open, all closed at first, the open one
 * closing when pressed again (the FAQ and the programme's
 * option groups). Native `<details>` sharing a `name` are that group: the
 * browser opens, closes and announces them, answers turn up in find-in-page,
 * and it all works before any script has loaded, which keeps the landing
 * page's FAQ free of hydration work. AccordionKeys adds the rest of the
 * accordion pattern: arrow keys between headers and aria-expanded on each.
 */
export function Accordion({ items, headingLevel }: { items: AccordionItem[]; headingLevel: 3 | 5 }) {
  const group = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h5';
  return (
    <AccordionKeys className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const id = `${group}-${index}`;
        const Panel = typeof item.content === 'string' ? 'p' : 'div';
        return (
          <details key={item.key} name={group}>
            {/* role="button" states what browsers already expose a summary as; axe allows it. */}
            <summary id={`${id}-header`} role="button" aria-controls={`${id}-panel`} className="disclosure-summary">
              <Heading className="text-lg font-semibold text-brand-900">{item.title}</Heading>
            </summary>
            <Panel
              id={`${id}-panel`}
              role="region"
              aria-labelledby={`${id}-header`}
              className="px-5 pb-5 text-slate-700"
            >
              {item.content}
            </Panel>
          </details>
        );
      })}
    </AccordionKeys>
  );
}
