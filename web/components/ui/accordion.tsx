import { useId, type ReactNode } from 'react';

import { AccordionKeys } from './accordion-keys';

export interface AccordionItem {
  key: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * At most one open: native `<details>` sharing a `name`, which work before any script (no
 * hydration for the landing page's FAQ); AccordionKeys adds arrow keys and aria-expanded.
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
