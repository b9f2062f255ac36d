import 'server-only';

import type { Member } from '../db/members';
import { newToken } from '../tokens';

/**
 * The proxy's check of a members' page request, handed to the page it lets
 * through, so one page load costs one session check (one unsealing, one
 * query), not two.
 *
 * The proxy runs in the server's own process (Next.js 16's Node.js proxy):
 * when it finds the session live it keeps the member here under a new random
 * id, bound to the sealed cookie it checked, and passes the id to the page in
 * a request header. The page's own check (`getCurrentMember`) takes the entry
 * back, once, if the id is known to this process, the cookie is the same and
 * the entry is seconds old; otherwise it checks the cookie against the
 * database itself. A header a client makes up names no entry (the ids are
 * 256-bit random, used once), and a request the proxy did not see has no
 * entry, so the page's check is never weaker than its own query. A session
 * ended after the proxy's query answered is seen by the member's next request,
 * as it would be by a page that queried first and rendered after.
 */
export const VERIFIED_SESSION_HEADER = 'x-verified-session';

/** How long an entry waits for its page: a page that never asks (a request abandoned) leaves it behind this long. */
const MAX_AGE_MS = 10_000;

interface Verified {
  sealed: string;
  member: Member;
  at: number;
}

const STORE_KEY = Symbol.for('24-hour-reset.verified-sessions');
const globalForStore = globalThis as typeof globalThis & { [STORE_KEY]?: Map<string, Verified> };

/** One map per process: the proxy's bundle and the pages' are separate module graphs. */
function store(): Map<string, Verified> {
  globalForStore[STORE_KEY] ??= new Map();
  return globalForStore[STORE_KEY];
}

/** Drops the entries no page took in time (the map keeps insertion order, so the oldest come first). */
function sweep(entries: Map<string, Verified>, now: number): void {
  for (const [id, entry] of entries) {
    if (now - entry.at <= MAX_AGE_MS) return;
    entries.delete(id);
  }
}

/** For the proxy: keeps the member it found behind `sealed` and returns the id to pass to the page. */
export function handOverSession(sealed: string, member: Member, now = Date.now()): string {
  const entries = store();
  sweep(entries, now);
  const id = newToken();
  entries.set(id, { sealed, member, at: now });
  return id;
}

/** For the page: the member the proxy found for this very request and cookie, or undefined (then check it yourself). */
export function takeOverSession(id: string | null | undefined, sealed: string, now = Date.now()): Member | undefined {
  if (!id) return undefined;
  const entries = store();
  const entry = entries.get(id);
  if (!entry) return undefined;
  entries.delete(id);
  if (entry.sealed !== sealed || now - entry.at > MAX_AGE_MS) return undefined;
  return entry.member;
}
