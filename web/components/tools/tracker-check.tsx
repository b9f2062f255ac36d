'use client';

import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-styles';
import { checkboxClasses } from '@/components/ui/input-styles';

import { NO_TICKS, useStoredState } from './stored-state';

/** Its name says the day ("Day 3: Movement session"): the 77 boxes would otherwise share 11 names. */
export function TrackerCheck({ tickKey, label, dayLabel }: { tickKey: string; label: string; dayLabel: string }) {
  const [ticks, setTicks] = useStoredState('tracker', NO_TICKS);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
      <input
        type="checkbox"
        checked={Boolean(ticks[tickKey])}
        onChange={(event) => setTicks((previous) => ({ ...previous, [tickKey]: event.target.checked }))}
        className={checkboxClasses}
      />
      <span>
        <span className="sr-only">{dayLabel} </span>
        {label}
      </span>
    </label>
  );
}

export function TrackerClear({ label }: { label: string }) {
  const [, , clear] = useStoredState('tracker', NO_TICKS);
  return (
    <button type="button" onClick={clear} className={buttonClasses('quiet', 'sm')}>
      {label}
    </button>
  );
}

export function PrintButton({ label, className }: { label: string; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      <Icon name="printer" /> {label}
    </button>
  );
}
