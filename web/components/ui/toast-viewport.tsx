'use client';

import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, useState, type RefObject } from 'react';

import { dismissToast, useCurrentToast } from './toast-store';

/** `focusOnMount`: the hotkey is what loaded it. */
export default function ToastViewport({ hotkey, focusOnMount }: { hotkey: string; focusOnMount: boolean }) {
  const message = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  // Where an echo's announcement goes: a node never on the page, so Radix's live region says nothing at all.
  const [unheard] = useState(() => document.createElement('div'));
  useReturnFocusOnEscape(viewport);
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus();
  }, [focusOnMount]);
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
      announcerContainer={message?.echo ? unheard : undefined}
    >
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(message.id)}
          className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-lg border p-4 shadow-lg data-[swipe=end]:animate-none data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            message.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <Toast.Title className="font-semibold">{message.title}</Toast.Title>
          {message.description && (
            <Toast.Description className="col-start-1 mt-1 text-sm opacity-90">{message.description}</Toast.Description>
          )}
          <Toast.Close
            aria-label="Close"
            className="col-start-2 row-start-1 rounded p-1 leading-none opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        hotkey={[hotkey]}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}

/** Escape inside the notifications gives focus back to where it was; Radix would leave it on the region. */
function useReturnFocusOnEscape(viewport: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    // The region's wrapper holds the list and Radix's focus guards.
    const region = () => viewport.current?.parentElement ?? null;
    let before = document.activeElement === document.body ? null : document.activeElement;
    function onFocusIn(event: FocusEvent) {
      if (event.target instanceof HTMLElement && !region()?.contains(event.target)) before = event.target;
    }
    function onKeyDown(event: KeyboardEvent) {
      // The path as dispatched: Radix may already have removed the closed toast from the page.
      const from = region();
      if (event.key !== 'Escape' || !from || !event.composedPath().includes(from)) return;
      const back = before;
      window.setTimeout(() => {
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      });
    }
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [viewport]);
}
