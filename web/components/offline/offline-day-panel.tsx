'use client';

import { useEffect, useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses, cardHeadingClasses } from '@/components/ui/card';
import type { MembersAreaQueryResult } from '@/lib/content/sanity.types';
import { offlineMessages } from '@/lib/messages/members';
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

export function OfflineDayPanel({
  copy,
  owner,
  headingLevel: Heading = 'h2',
}: {
  copy: NonNullable<MembersAreaQueryResult>['offline'];
  owner: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    // Whether the browser can store anything is only known in the browser, after hydration.
    const supported = offlineSupported();
    (supported ? readyRecord(owner) : Promise.resolve(null))
      .then((record) =>
        setState((now) =>
          now.kind !== 'checking' ? now : supported ? { kind: 'idle', record } : { kind: 'unsupported' },
        ),
      )
      .catch(() => setState({ kind: 'idle', record: null }));
  }, [owner]);

  const record = state.kind === 'idle' || state.kind === 'failed' || state.kind === 'done' ? state.record : null;

  async function getReady() {
    if (state.kind === 'storing' || state.kind === 'checking') return;
    setState({ kind: 'storing', progress: { done: 0, total: 1 } });
    try {
      const stored = await storeDay(owner, (progress) => setState({ kind: 'storing', progress }));
      setState({ kind: 'done', record: stored });
    } catch (error) {
      const message = error instanceof StoreError ? error.message : offlineMessages.failed;
      setState({ kind: 'failed', message, record: await readyRecord(owner).catch(() => null) });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClasses()}>
      <Heading id={`${id}-heading`} className={cardHeadingClasses}>
        {copy.heading}
      </Heading>
      <p className="mt-1 text-slate-700">{copy.text}</p>
      <p role="status" className="mt-3 font-semibold text-brand-900" data-testid="offline-status">
        {state.kind === 'checking' ? offlineMessages.checking : null}
        {state.kind === 'unsupported' ? offlineMessages.unsupported : null}
        {state.kind === 'storing' ? offlineMessages.storing(state.progress.done, state.progress.total) : null}
        {state.kind === 'done' ? offlineMessages.done : null}
        {(state.kind === 'idle' || state.kind === 'failed') && record ? offlineMessages.ready(storedAt(record)) : null}
        {(state.kind === 'idle' || state.kind === 'failed') && !record ? offlineMessages.notReady : null}
      </p>
      {state.kind === 'storing' ? (
        <progress
          className="mt-3 h-2 w-full accent-brand-700"
          aria-label={offlineMessages.progressLabel}
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
          {copy.buttonLabel}
        </button>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">{copy.note}</p>
    </section>
  );
}
