'use client';

import type { MembersAreaQueryResult, PreparationPageQueryResult } from '@/lib/content/sanity.types';
import { fillWords } from '@/lib/content/words';
import { clearTargets } from '@/lib/messages/members';

import { ClearButton } from './clear-button';
import { NO_TICKS, useStoredState } from './stored-state';
import { TickList } from './tick-list';

export function DetoxChecklist({
  items,
  copy,
  clearLabel,
}: {
  items: PreparationPageQueryResult['detoxItems'];
  copy: NonNullable<MembersAreaQueryResult>['preparation']['detox'];
  clearLabel: string;
}) {
  const [ticks, setTicks, clear] = useStoredState('detox', NO_TICKS);
  const done = items.filter((item) => ticks[item.key]).length;
  return (
    <>
      <TickList
        legend={copy.listLabel}
        items={items.map((item) => ({ key: item.key, label: item.label, detail: item.description }))}
        ticks={ticks}
        onTick={(key, ticked) => setTicks((previous) => ({ ...previous, [key]: ticked }))}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {fillWords(copy.count, { done, total: items.length })}
        </p>
        <ClearButton label={clearLabel} what={clearTargets.detox} onClear={clear} />
      </div>
    </>
  );
}
