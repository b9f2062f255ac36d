'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { showFlashToast, useCurrentToast } from './toast-store';

const HOTKEY = 'F8';

const ToastViewport = lazy(() => import('./toast-viewport'));

/** Most visits never see a toast: Radix Toast is fetched with the first one or the first F8, then stays. */
export function Toaster() {
  const message = useCurrentToast();
  const [loaded, setLoaded] = useState(false);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  useEffect(showFlashToast, []);

  useEffect(() => {
    if (loaded) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== HOTKEY) return;
      setFocusOnLoad(true);
      setLoaded(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  if (message && !loaded) setLoaded(true);
  if (!loaded && !message) return null;
  return (
    <Suspense>
      <ToastViewport hotkey={HOTKEY} focusOnMount={focusOnLoad} />
    </Suspense>
  );
}
