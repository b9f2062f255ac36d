'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';

const VisualEditingTools = lazy(() => import('./visual-editing-tools'));

const noSubscription = () => () => {};

/** Visual editing runs in the browser only: on the server this renders nothing. */
export function VisualEditingLoader() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense>
      <VisualEditingTools />
    </Suspense>
  ) : null;
}
