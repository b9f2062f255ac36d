'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * State kept in this browser's localStorage and never sent anywhere: checklist
 * ticks, the water calculator's inputs, journal answers and tracker ticks
 * survive a reload on the day. Components using the same key share the value.
 */
const PREFIX = '24hr-reset:';
const cache = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

function read<T>(key: string, initial: T): T {
  if (cache.has(key)) return cache.get(key) as T;
  let value = initial;
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (raw !== null) value = JSON.parse(raw) as T;
  } catch {
    // Storage may be disabled (private mode) or hold something unreadable; start fresh.
  }
  cache.set(key, value);
  return value;
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

function write<T>(key: string, value: T | null) {
  try {
    if (value === null) window.localStorage.removeItem(PREFIX + key);
    else window.localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Without storage the value still lives for this page view.
  }
  if (value === null) cache.delete(key);
  else cache.set(key, value);
  notify(key);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(PREFIX)) return;
    const key = event.key.slice(PREFIX.length);
    cache.delete(key);
    notify(key);
  });
}

export function useStoredState<T>(key: string, initial: T): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, initial),
    () => initial,
  );
  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      const previous = read(key, initial);
      write(key, typeof next === 'function' ? (next as (previous: T) => T)(previous) : next);
    },
    [key, initial],
  );
  const clear = useCallback(() => write(key, null), [key]);
  return [value, set, clear];
}

/** Stable empty values, so a fresh store has the same snapshot on every render. */
export const NO_TICKS: Record<string, boolean> = Object.freeze({}) as Record<string, boolean>;
