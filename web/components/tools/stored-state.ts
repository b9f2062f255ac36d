'use client';

import { useSyncExternalStore } from 'react';

import { NOTES_PREFIX, notesKey } from '@/lib/programme/device-notes';

import { useNotesOwner } from './notes-owner';

/**
 * Kept in this browser, never sent: inside `MemberNotes` in the member's localStorage, elsewhere
 * for the page view only. Components using the same tool share the value.
 */
const cache = new Map<string, unknown>();
// One set for every slot: a slot whose value did not change keeps its snapshot, so nothing re-renders.
const listeners = new Set<() => void>();

/** Its member's localStorage entry, or an id that never reaches storage. */
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

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
  notify();
}

if (typeof window !== 'undefined') {
  // Another tab of the same member changed a note: read it again.
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(NOTES_PREFIX)) return;
    cache.delete(event.key);
    notify();
  });
}

export function useStoredState<T>(tool: string, initial: T): [T, (next: T | ((previous: T) => T)) => void, () => void] {
  const slot = slotOf(useNotesOwner(), tool);
  const value = useSyncExternalStore(
    subscribe,
    () => read(slot, initial),
    () => initial,
  );
  const set = (next: T | ((previous: T) => T)) =>
    write(slot, typeof next === 'function' ? (next as (previous: T) => T)(read(slot, initial)) : next);
  return [value, set, () => write(slot, null)];
}

/** Stable empty values, so a fresh store has the same snapshot on every render. */
export const NO_TICKS: Record<string, boolean> = Object.freeze({}) as Record<string, boolean>;
