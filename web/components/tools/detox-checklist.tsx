'use client';

import { checkbox, quietButton } from '@/components/programme/classes';
import type { PreparationPageQueryResult } from '@/lib/content/sanity.types';

import { NO_TICKS, useStoredState } from './stored-state';

/** The six digital-detox steps (spec section 3), ticked on this device only. */
export function DetoxChecklist({ items }: { items: PreparationPageQueryResult['detoxItems'] }) {
  const [ticks, setTicks, clear] = useStoredState('detox', NO_TICKS);
  const done = items.filter((item) => ticks[item.key]).length;
  return (
    <>
      <fieldset className="mt-4">
        <legend className="sr-only">Digital detox steps done</legend>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.key}>
              <label className="flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  name={item.key}
                  checked={Boolean(ticks[item.key])}
                  onChange={(event) => setTicks((previous) => ({ ...previous, [item.key]: event.target.checked }))}
                  className={checkbox}
                />
                <span>
                  <span className="block font-medium text-ink">{item.label}</span>
                  <span className="block text-sm text-slate-700">{item.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {done} of {items.length} done
        </p>
        <button type="button" onClick={clear} className={quietButton}>
          Clear<span className="sr-only"> detox ticks</span>
        </button>
      </div>
    </>
  );
}
