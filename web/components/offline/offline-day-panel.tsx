'use client';

import { useEffect, useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses, cardHeadingClasses } from '@/components/ui/card';
import type { ReadyRecord } from '@/lib/offline/programme';
import { offlineSupported, readyRecord, StoreError, storeDay, type Progress } from '@/lib/offline/store';

type State =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'idle'; record: ReadyRecord | null }
  | { kind: 'storing'; progress: Progress }
  | { kind: 'done'; record: ReadyRecord }
  | { kind: 'failed'; message: string; record: ReadyRecord | null };

const storedAt = (record: ReadyRecord) =>
  new Date(record.storedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Says whether the day is ready for airplane mode and stores it when the
 * member asks: every members' page, tool and document, with what they load.
 */
export function OfflineDayPanel({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    // Whether the browser can store anything is only known in the browser, after hydration.
    const supported = offlineSupported();
    (supported ? readyRecord() : Promise.resolve(null))
      .then((record) =>
        setState((now) =>
          now.kind !== 'checking' ? now : supported ? { kind: 'idle', record } : { kind: 'unsupported' },
        ),
      )
      .catch(() => setState({ kind: 'idle', record: null }));
  }, []);

  const record = state.kind === 'idle' || state.kind === 'failed' || state.kind === 'done' ? state.record : null;

  async function getReady() {
    if (state.kind === 'storing' || state.kind === 'checking') return;
    setState({ kind: 'storing', progress: { done: 0, total: 1 } });
    try {
      const stored = await storeDay((progress) => setState({ kind: 'storing', progress }));
      setState({ kind: 'done', record: stored });
    } catch (error) {
      const message =
        error instanceof StoreError ? error.message : 'Something went wrong while storing the day. Please try again.';
      setState({ kind: 'failed', message, record: await readyRecord().catch(() => null) });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClasses()}>
      <Heading id={`${id}-heading`} className={cardHeadingClasses}>
        Ready for airplane mode?
      </Heading>
      <p className="mt-1 text-slate-700">
        Store the whole day on this device (every stage screen, the tools, the tracker and the PDFs) so it keeps working
        with your phone in airplane mode. Ticks and answers already stay on this device.
      </p>
      <p role="status" className="mt-3 font-semibold text-brand-900" data-testid="offline-status">
        {state.kind === 'checking' ? 'Checking whether your day is stored…' : null}
        {state.kind === 'unsupported' ? 'This browser cannot keep the day for offline use.' : null}
        {state.kind === 'storing' ? `Storing your day: ${state.progress.done} of ${state.progress.total} files…` : null}
        {state.kind === 'done'
          ? 'Done: your day is ready for airplane mode. You can switch off the network whenever you like.'
          : null}
        {(state.kind === 'idle' || state.kind === 'failed') && record
          ? `Your day is ready for airplane mode (stored ${storedAt(record)}).`
          : null}
        {(state.kind === 'idle' || state.kind === 'failed') && !record
          ? 'Your day is not ready for airplane mode yet.'
          : null}
      </p>
      {state.kind === 'storing' ? (
        <progress
          className="mt-3 h-2 w-full accent-brand-700"
          aria-label="Storing your day"
          value={state.progress.done}
          max={state.progress.total}
        />
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      {state.kind !== 'unsupported' ? (
        <button
          type="button"
          onClick={getReady}
          aria-disabled={state.kind === 'storing' || state.kind === 'checking'}
          aria-busy={state.kind === 'storing'}
          className={`mt-4 ${buttonClasses('primary', 'sm')}`}
        >
          Get the day ready for offline
        </button>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        Logging out removes the stored copy from this device. Online, pages always come fresh from the site.
      </p>
    </section>
  );
}
