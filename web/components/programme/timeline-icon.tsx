import { Icon } from '@/components/ui/icon';
import type { StageScreenQueryResult } from '@/lib/content/sanity.types';

type TimelineIconName = NonNullable<StageScreenQueryResult>['timeline'][number]['icon'];

/** Decoration: the title says what it is. */
export function TimelineIcon({ name }: { name: TimelineIconName }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-4 ring-white">
      <Icon name={name} className="size-5" />
    </span>
  );
}
