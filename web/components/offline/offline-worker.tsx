'use client';

import { useEffect } from 'react';

import { forgetAnotherMembersDay, refreshIfStale, registerWorker } from '@/lib/offline/store';

/**
 * Rendered by the members' layout only, so public pages never load or register
 * the worker. Registering stores nothing: the member asks for that. `owner` is
 * the member the page was made for: a day stored by anyone else is forgotten
 * first.
 */
export function OfflineWorker({ owner }: { owner: string }) {
  useEffect(() => {
    forgetAnotherMembersDay(owner)
      .then(() => registerWorker())
      .then(() => refreshIfStale(owner))
      .catch(() => {
        // Offline use is an extra: a browser that refuses it still shows the page.
      });
  }, [owner]);
  return null;
}
