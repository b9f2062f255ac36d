// The member's own day as the database keeps it: null until they choose, a
// quarter hour of the day and a clock once they have, read with the session;
// anything else refused by the schema itself, and a member whose access ended
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resolveSession, startSession } from '@/lib/auth/session-token';
import { insertMember, markRevoked, setMemberDay } from '@/lib/db/members';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';

import { testDatabases } from '../support/databases';

describe.each(testDatabases())('the member’s day on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  const member = (name: string) =>
    insertMember(db, { username: name, email: `${name}@example.com`, passwordHash: 'x' }).then((member) => member!);
  const SECRET = 'a-test-session-secret-that-is-32-chars-long';
  const sessionDay = async (id: string) => (await resolveSession(db, await startSession(db, id, SECRET), SECRET))?.day;
  const storedDay = async (id: string) =>
    (await db.query(sql`select day_start_minutes as "startMinutes", clock from public.members where id = ${id}`))[0];

  it('is unchosen until the member chooses, then kept', async () => {
    const { id } = await member('day-keeper');
    expect(await sessionDay(id)).toEqual({ startMinutes: null, clock: null });
    expect(await setMemberDay(db, id, { startMinutes: 9 * 60, clock: '24h' })).toBe(true);
    expect(await sessionDay(id)).toEqual({ startMinutes: 540, clock: '24h' });
  });

  it('refuses a start off the quarter hour or outside the day, and a clock it does not know', async () => {
    const { id } = await member('day-refused');
    for (const [start, clock] of [
      [545, '24h'],
      [-15, '24h'],
      [1440, '24h'],
      [540, '25h'],
    ] as const) {
      await expect(
        db.query(sql`update public.members set day_start_minutes = ${start}, clock = ${clock} where id = ${id}`),
      ).rejects.toThrow(/check constraint/);
    }
    expect(await storedDay(id)).toEqual({ startMinutes: null, clock: null });
  });

  it('changes nothing for a member whose access ended', async () => {
    const { id } = await member('day-revoked');
    await markRevoked(db, id, 'support');
    expect(await setMemberDay(db, id, { startMinutes: 600, clock: '12h' })).toBe(false);
    expect(await storedDay(id)).toEqual({ startMinutes: null, clock: null });
  });
});
