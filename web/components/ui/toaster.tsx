'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { showFlashToast, useCurrentToast } from './toast-store';

/** The hotkey that moves focus to the notifications. */
const HOTKEY = 'F8';

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * Most visits never see a toast, so the notifications' code (Radix Toast) is
 * fetched the first time one is shown or F8 is pressed, not with every page.
 * Once loaded it stays mounted, and Radix takes over the hotkey.
 */
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

  // The first toast loads the code; it then stays mounted (state derived while rendering).
  if (message && !loaded) setLoaded(true);
  if (!loaded && !message) return null;
  return (
    <Suspense>
      <ToastViewport hotkey={HOTKEY} focusOnMount={focusOnLoad} />
    </Suspense>
  );
}
