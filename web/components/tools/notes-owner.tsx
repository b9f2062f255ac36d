'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';

import { isUnownedNotesKey } from '@/lib/programme/device-notes';

const NotesOwner = createContext<string | null>(null);

/** The member whose notes the tools keep, or null: then they keep them for this page view only. */
export const useNotesOwner = () => useContext(NotesOwner);

function forgetUnownedNotes() {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && isUnownedNotesKey(key)) storage.removeItem(key);
  } catch {
    // Without storage there is nothing to forget.
  }
}

/**
 * `owner` is the member the page itself checked: the members' layout is skipped on partial
 * navigations. Notes kept before they had an owner could be anyone's, so they go.
 */
export function MemberNotes({ owner, children }: { owner: string; children: ReactNode }) {
  useEffect(forgetUnownedNotes, []);
  return <NotesOwner value={owner}>{children}</NotesOwner>;
}
