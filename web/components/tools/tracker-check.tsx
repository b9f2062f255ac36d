'use client';

import { checkbox } from '@/components/programme/classes';

import { NO_TICKS, useStoredState } from './stored-state';

/** One tick on a daily tracker sheet, kept in this browser. */
export function TrackerCheck({ tickKey, label }: { tickKey: string; label: string }) {
  const [ticks, setTicks] = useStoredState('tracker', NO_TICKS);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
      <input
        type="checkbox"
        checked={Boolean(ticks[tickKey])}
        onChange={(event) => setTicks((previous) => ({ ...previous, [tickKey]: event.target.checked }))}
        className={`${checkbox} mt-0`}
      />
      <span>{label}</span>
    </label>
  );
}

/** Clears every tracker tick in this browser. */
export function TrackerClear() {
  const [, , clear] = useStoredState('tracker', NO_TICKS);
  return (
    <button
      type="button"
      onClick={clear}
      className="inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      Clear all ticks
    </button>
  );
}

/** Prints the page; the print styles leave only the seven sheets. */
export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      <span aria-hidden="true">🖨</span> {label}
    </button>
  );
}
