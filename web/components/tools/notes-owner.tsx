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
 * Gives the tools inside the member whose notes they keep in this browser.
 * `owner` is the member the page itself checked (`requireMember()`); the
 * members' layout is skipped on the router's partial navigations, so a member
 * read there could name someone else. Notes kept before they had an owner
 * could be anyone's, so they go.
 */
export function MemberNotes({ owner, children }: { owner: string; children: ReactNode }) {
  useEffect(forgetUnownedNotes, []);
  return <NotesOwner value={owner}>{children}</NotesOwner>;
}
