'use client';

import type { PreparationPageQueryResult } from '@/lib/content/sanity.types';

import { ClearButton } from './clear-button';
import { NO_TICKS, useStoredState } from './stored-state';
import { TickList } from './tick-list';

/** The six digital-detox steps, ticked on this device only. */
export function DetoxChecklist({ items }: { items: PreparationPageQueryResult['detoxItems'] }) {
  const [ticks, setTicks, clear] = useStoredState('detox', NO_TICKS);
  const done = items.filter((item) => ticks[item.key]).length;
  return (
    <>
      <TickList
        legend="Digital detox steps done"
        items={items.map((item) => ({ key: item.key, label: item.label, detail: item.description }))}
        ticks={ticks}
        onTick={(key, ticked) => setTicks((previous) => ({ ...previous, [key]: ticked }))}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {done} of {items.length} done
        </p>
        <ClearButton what="detox ticks" onClear={clear} />
      </div>
    </>
  );
}
