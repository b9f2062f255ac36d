'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { apiRequest, failureWords } from '@/lib/api-client';
import type { MembersArea } from '@/lib/content';
import { fillWords } from '@/lib/content/words';
import { dayMessages } from '@/lib/messages/members';
import { readyRecord, storeDay } from '@/lib/offline/store';
import { type ClockFormat, dayPreview, type DayRange, shownTime, PROGRAMME_DAY } from '@/lib/programme/clock';

const EXAMPLE = '15:00';

/** Saving reloads the page's times from the server, and brings a day stored for offline use up to date. */
export function DayChooser({
  copy,
  owner,
  start: savedStart,
  clock: savedClock,
  choices,
  range,
  headingLevel: Heading = 'h2',
}: {
  copy: MembersArea['day'];
  owner: string;
  start: string;
  clock: ClockFormat;
  choices: string[];
  range: DayRange;
  headingLevel?: 'h2' | 'h3';
}) {
  const router = useRouter();
  const id = useId();
  const [start, setStart] = useState(savedStart);
  const [clock, setClock] = useState<ClockFormat>(savedClock);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const preview = dayPreview(start, clock, range);
  const on = (clockFormat: ClockFormat) => ({ ...PROGRAMME_DAY, clock: clockFormat });

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const saved = await apiRequest<{ start: string; end: string }>('POST', '/api/user/day', { start, clock });
      // A toast, announced and kept across the refresh (which removes the welcome page's chooser).
      toast({ title: fillWords(copy.savedMessage, { start: saved.start, end: saved.end }) });
      router.refresh();
      if (await readyRecord(owner)) {
        await storeDay(owner).catch(() => toast({ title: dayMessages.offlineNotUpdated }));
      }
    } catch (failure) {
      setError(failureWords(failure, dayMessages.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClasses()}>
      <Heading id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {copy.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{copy.text}</p>
      <form onSubmit={save} className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
        <Field id={`${id}-start`} label={copy.startLabel} error={error || undefined} className="sm:w-48">
          {(control) => (
            <select {...control} name="start" value={start} onChange={(event) => setStart(event.target.value)}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {shownTime(choice, on(clock))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-clock`} label={copy.clockLabel} className="sm:w-64">
          {(control) => (
            <select
              {...control}
              name="clock"
              value={clock}
              onChange={(event) => setClock(event.target.value as ClockFormat)}
            >
              <option value="12h">{fillWords(copy.twelveHourLabel, { example: shownTime(EXAMPLE, on('12h')) })}</option>
              <option value="24h">
                {fillWords(copy.twentyFourHourLabel, { example: shownTime(EXAMPLE, on('24h')) })}
              </option>
            </select>
          )}
        </Field>
        {/* Never disabled: focus stays on it while the day is saved and the page refreshed. */}
        <button type="submit" aria-disabled={busy} className={buttonClasses()}>
          {copy.saveLabel}
        </button>
      </form>
      {/* What the choice means, said again as it changes, before anything is saved. */}
      <div aria-live="polite" className="mt-4">
        <p className="font-semibold text-brand-900">
          {fillWords(copy.preview, { start: preview.start, end: preview.end })}
        </p>
        {preview.pastMidnight ? (
          <p className="mt-1 rounded-lg border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-slate-800">
            {fillWords(copy.pastMidnight, { end: preview.end })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
