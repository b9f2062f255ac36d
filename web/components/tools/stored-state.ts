'use client';

import { useCallback, useSyncExternalStore } from 'react';

import { NOTES_PREFIX, notesKey } from '@/lib/programme/device-notes';

import { useNotesOwner } from './notes-owner';

/**
 * Kept in this browser, never sent: inside `MemberNotes` in the member's localStorage, elsewhere
 * for the page view only. Components using the same tool share the value.
 */
const cache = new Map<string, unknown>();
const listeners = new Map<string, Set<() => void>>();

/** Where a tool's value lives: its member's localStorage entry, or an id that never reaches storage. */
const slotOf = (owner: string | null, tool: string) => (owner ? notesKey(owner, tool) : `page:${tool}`);
const isStored = (slot: string) => slot.startsWith(NOTES_PREFIX);

function read<T>(slot: string, initial: T): T {
  if (cache.has(slot)) return cache.get(slot) as T;
  let value = initial;
  if (isStored(slot)) {
    try {
      const raw = window.localStorage.getItem(slot);
      if (raw !== null) value = JSON.parse(raw) as T;
    } catch {
      // Storage may be disabled (private mode) or hold something unreadable; start fresh.
    }
  }
  cache.set(slot, value);
  return value;
}

function notify(slot: string) {
  for (const listener of listeners.get(slot) ?? []) listener();
}

function write<T>(slot: string, value: T | null) {
  if (isStored(slot)) {
    try {
      if (value === null) window.localStorage.removeItem(slot);
      else window.localStorage.setItem(slot, JSON.stringify(value));
    } catch {
      // Without storage the value still lives for this page view.
    }
  }
  if (value === null) cache.delete(slot);
  else cache.set(slot, value);
  notify(slot);
}

if (typeof window !== 'undefined') {
  // Another tab of the same member changed a note: read it again.
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(NOTES_PREFIX)) return;
    cache.delete(event.key);
    notify(event.key);
  });
}

export function useStoredState<T>(tool: string, initial: T): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const slot = slotOf(useNotesOwner(), tool);
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(slot) ?? new Set();
      set.add(listener);
      listeners.set(slot, set);
      return () => set.delete(listener);
    },
    [slot],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => read(slot, initial),
    () => initial,
  );
  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      const previous = read(slot, initial);
      write(slot, typeof next === 'function' ? (next as (previous: T) => T)(previous) : next);
    },
    [slot, initial],
  );
  const clear = useCallback(() => write(slot, null), [slot]);
  return [value, set, clear];
}

/** Stable empty values, so a fresh store has the same snapshot on every render. */
export const NO_TICKS: Record<string, boolean> = Object.freeze({}) as Record<string, boolean>;
