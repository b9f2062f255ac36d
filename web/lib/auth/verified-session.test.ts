import { describe, expect, it } from 'vitest';

import type { Member } from '../db/members';
import { handOverSession, takeOverSession } from './verified-session';

const anna: Member = { id: '00000000-0000-4000-8000-000000000001', username: 'anna', email: 'anna@example.com' };

describe("the proxy's session check handed to the page", () => {
  it('gives the page the member the proxy found for the same cookie', () => {
    const id = handOverSession('sealed-a', anna);
    expect(takeOverSession(id, 'sealed-a')).toEqual(anna);
  });

  it('is taken once: a second take (a replayed header) finds nothing', () => {
    const id = handOverSession('sealed-a', anna);
    expect(takeOverSession(id, 'sealed-a')).toEqual(anna);
    expect(takeOverSession(id, 'sealed-a')).toBeUndefined();
  });

  it('answers nothing for another cookie, and is used up by the attempt', () => {
    const id = handOverSession('sealed-a', anna);
    expect(takeOverSession(id, 'sealed-b')).toBeUndefined();
    expect(takeOverSession(id, 'sealed-a')).toBeUndefined();
  });

  it('answers nothing for an id it never gave, or none', () => {
    handOverSession('sealed-a', anna);
    expect(takeOverSession('made-up', 'sealed-a')).toBeUndefined();
    expect(takeOverSession('', 'sealed-a')).toBeUndefined();
    expect(takeOverSession(null, 'sealed-a')).toBeUndefined();
  });

  it('gives a fresh, unguessable id each time', () => {
    const first = handOverSession('sealed-a', anna);
    const second = handOverSession('sealed-a', anna);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[\w-]{43}$/);
  });

  it('answers nothing for an entry older than ten seconds, and drops such entries', () => {
    // Later than the entries the other tests left (the map sweeps from its oldest entry).
    const start = Date.now() + 60_000;
    const stale = handOverSession('sealed-a', anna, start);
    expect(takeOverSession(stale, 'sealed-a', start + 10_001)).toBeUndefined();

    const forgotten = handOverSession('sealed-a', anna, start);
    // A later hand-over sweeps what no page took in time.
    handOverSession('sealed-a', anna, start + 10_001);
    expect(takeOverSession(forgotten, 'sealed-a', start)).toBeUndefined();
  });
});
