'use client';

import { useSyncExternalStore } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Repeats what the page already announces (an inline error), so the toast stays silent. */
  echo?: boolean;
}

/** At most one toast: a new one replaces the current one. */
let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

const FLASH_KEY = 'reset:flash-toast';

/** Shows a toast on the next page, after a full page load. */
export function toastAfterNavigation(message: Omit<ToastMessage, 'id'>): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(message));
  } catch {
    // Storage disabled: the page change happens without the toast.
  }
}

export function showFlashToast(): void {
  try {
    const stored = sessionStorage.getItem(FLASH_KEY);
    if (!stored) return;
    sessionStorage.removeItem(FLASH_KEY);
    toast(JSON.parse(stored) as Omit<ToastMessage, 'id'>);
  } catch {
    // Unreadable: nothing to show.
  }
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
