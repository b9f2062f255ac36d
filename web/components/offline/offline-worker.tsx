'use client';

import { useEffect } from 'react';

import { forgetAnotherMembersDay, refreshIfStale, registerWorker } from '@/lib/offline/store';

/** In the members' layout only, so public pages never register the worker; a day stored by anyone else goes first. */
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
