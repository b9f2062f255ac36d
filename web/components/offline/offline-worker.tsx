'use client';

import { useEffect } from 'react';

import { refreshIfStale, registerWorker } from '@/lib/offline/store';

/**
 * Rendered by the members' layout only, so public pages never load or register
 * the worker. Registering stores nothing: the member asks for that.
 */
export function OfflineWorker() {
  useEffect(() => {
    registerWorker()
      .then(() => refreshIfStale())
      .catch(() => {
        // Offline use is an extra: a browser that refuses it still shows the page.
      });
  }, []);
  return null;
}
