import type { ReactNode } from 'react';

import { cardClasses, cardHeadingClasses } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';

type ToolCardProps = { name: string; icon: IconName; heading: string; text: string; children: ReactNode };

/** A Welcome & Prep card: its icon and heading, the text under them, then the tool. */
export function ToolCard({ name, icon, heading, text, children }: ToolCardProps) {
  return (
    <section aria-labelledby={`${name}-heading`} className={cardClasses()}>
      <h3 id={`${name}-heading`} className={`flex items-center gap-2 ${cardHeadingClasses}`}>
        <Icon name={icon} className="size-5 shrink-0 text-brand-700" />
        {heading}
      </h3>
      <p className="mt-1 text-slate-700">{text}</p>
      {children}
    </section>
  );
}
