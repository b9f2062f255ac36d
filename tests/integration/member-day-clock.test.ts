// The clock of a member who never chose one: the one their browser's language
// reads, else the one the editor set in the members' area copy; a member's own
// choice beats both. Here the editor's default is the 24-hour clock (a copy of
// the seed), so a browser that says nothing, or nothing usable, gets it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type * as NextCache from 'next/cache';
import type * as NextHeaders from 'next/headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { resolveSession, startSession } from '@/lib/auth/session-token';
import { insertMember, setMemberDay } from '@/lib/db/members';
import type { Database } from '@/lib/db/types';
import { getDayChooser, getMemberDay } from '@/lib/programme/member-day';

import { testDatabases } from '../support/databases';
import { copySeedInto } from '../support/seed';
import { endServerState, startServerState } from '../support/server-state';

/** The Accept-Language header of the request being answered; undefined sends none. */
const request = vi.hoisted(() => ({ acceptLanguage: undefined as string | undefined }));

vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof NextHeaders>()),
  headers: async () => new Headers(request.acceptLanguage ? { 'accept-language': request.acceptLanguage } : {}),
}));

// Outside Next.js's server there is no shared cache to keep content in: each read goes to the seed.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'member-day-clock-'));
const seedDir = path.join(dataDir, 'seed');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A copy of the seed whose members' area sets the 24-hour clock as the default, as an editor would. */
function seedWithDefaultClock(clock: '12h' | '24h') {
  copySeedInto(seedDir);
  const file = path.join(seedDir, 'members-copy.ndjson');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"membersArea"')) return line;
      const area = JSON.parse(line) as { day: Record<string, unknown> };
      expect(area.day.defaultClock).toBe('12h');
      return JSON.stringify({ ...area, day: { ...area.day, defaultClock: clock } });
    });
  writeFileSync(file, lines.join('\n'));
}

describe.each(testDatabases())('the clock of a member who has not chosen, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    seedWithDefaultClock('24h');
    db = await engine.open();
    startServerState(db, { DATA_DIR: dataDir, SITE_URL: 'http://localhost:3000', CONTENT_SEED_DIR: seedDir });
  });
  afterAll(async () => {
    endServerState();
    await db.dispose();
  });

  const member = (name: string) =>
    insertMember(db, { username: name, email: `${name}@example.com`, passwordHash: 'x' }).then((member) => member!);
  const dayFor = async (id: string, acceptLanguage: string | undefined) => {
    request.acceptLanguage = acceptLanguage;
    const secret = 'a-test-session-secret-that-is-32-chars-long';
    const signedIn = (await resolveSession(db, await startSession(db, id, secret), secret))!;
    const [day, chooser] = await Promise.all([getMemberDay(signedIn), getDayChooser(signedIn)]);
    return { day, chooserClock: chooser.clock };
  };

  it('is the editor’s default when the browser names no language it can read', async () => {
    const { id } = await member('clock-unsaid');
    for (const header of [undefined, '*', 'not a language!', ';q=0.5,,']) {
      expect(await dayFor(id, header), String(header)).toEqual({
        day: { shift: 0, clock: '24h' },
        chooserClock: '24h',
      });
    }
  });

  it('follows the browser’s language over the editor’s default', async () => {
    const { id } = await member('clock-browser');
    expect(await dayFor(id, 'de-DE,de;q=0.9,en;q=0.8')).toEqual({
      day: { shift: 0, clock: '24h' },
      chooserClock: '24h',
    });
    // The 12-hour clock of a US browser is the day as the programme writes it.
    expect(await dayFor(id, 'en-US,en;q=0.9')).toEqual({ day: { shift: 0, clock: null }, chooserClock: '12h' });
  });

  it('is the member’s own once they choose, whatever the browser says', async () => {
    const { id } = await member('clock-chosen');
    expect(await setMemberDay(db, id, { startMinutes: 9 * 60, clock: '12h' })).toBe(true);
    for (const header of [undefined, 'de-DE']) {
      expect(await dayFor(id, header)).toEqual({ day: { shift: 120, clock: '12h' }, chooserClock: '12h' });
    }
  });
});
