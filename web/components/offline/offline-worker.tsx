'use client';

import { useEffect } from 'react';

import { forgetAnotherMembersDay, refreshIfStale, registerWorker } from '@/lib/offline/store';

/** Members' layout only, so public pages never load the worker; a day stored by anyone but `owner` is forgotten. */
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
