import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addContactMessage } from '@/lib/db/contact-messages';
import { migrate } from '@/lib/db/migrate';
import { openPGlite } from '@/lib/db/pglite';
import { sql } from '@/lib/db/sql';
import { addSubscriber } from '@/lib/db/subscribers';
import type { Database } from '@/lib/db/types';
import { joinWaitlist } from '@/lib/db/waitlist';
import { contactSchema, emailFormSchema } from '@/lib/validation/forms';

import { MIGRATIONS_DIR, rowsWithEmail, testDatabases } from '../support/databases';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Question about the reset',
  message: 'Can I do the reset on a weekday?',
};

describe('the contact schema', () => {
  it('gives the fixed message for each field that is too short or malformed', () => {
    const result = contactSchema.safeParse({ name: 'A', email: 'nope', subject: 'Hey', message: 'Short' });
    const issues = result.error?.issues ?? [];
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]));
    expect(byField).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 10 characters',
    });
  });

  it('trims every field before checking its length', () => {
    expect(contactSchema.safeParse({ ...message, name: '  A  ' }).success).toBe(false);
    expect(contactSchema.parse({ ...message, email: '  ada@example.com ' }).email).toBe('ada@example.com');
  });

  it('refuses fields it does not know', () => {
    expect(contactSchema.safeParse({ ...message, admin: true }).success).toBe(false);
  });

  it('accepts a waitlist address and refuses anything that is not one', () => {
    expect(emailFormSchema.safeParse({ email: 'ada@example.com' }).success).toBe(true);
    expect(emailFormSchema.safeParse({ email: 'ada' }).success).toBe(false);
  });
});

describe.each(testDatabases())('contact messages and waitlist on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('stores every contact message, duplicates included', async () => {
    const first = await addContactMessage(db, { ...message, email: 'twice@example.com' });
    const second = await addContactMessage(db, { ...message, email: 'twice@example.com' });
    expect(first).not.toBe(second);
    const stored = await db.query(sql`
      select name, email, subject, message from public.contact_messages where lower(email) = 'twice@example.com'
    `);
    expect(stored).toEqual([message, message].map((sent) => ({ ...sent, email: 'twice@example.com' })));
  });

  it('refuses a message the schema would refuse, at the database too', async () => {
    await expect(addContactMessage(db, { ...message, name: 'A' })).rejects.toThrow();
  });

  it('lists an address on the waitlist once, whatever its letter case', async () => {
    expect(await joinWaitlist(db, 'Apps@Example.com')).toBe('joined');
    expect(await joinWaitlist(db, 'apps@example.COM')).toBe('already-listed');
    expect(await rowsWithEmail(db, 'public.waitlist', 'apps@example.com')).toBe(1);
  });

  it('keeps one waitlist row when the same address is submitted many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => joinWaitlist(db, 'race@example.com')));
    expect(results.filter((result) => result === 'joined')).toHaveLength(1);
    expect(await rowsWithEmail(db, 'public.waitlist', 'race@example.com')).toBe(1);
  });
});

describe('rows written by the three forms', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reset-forms-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survive closing the database and opening it again, as a server restart does', async () => {
    const dataDir = path.join(dir, 'pglite');
    const before = await openPGlite(dataDir);
    await migrate(before, MIGRATIONS_DIR);
    await addContactMessage(before, { ...message, email: 'restart@example.com' });
    await joinWaitlist(before, 'restart@example.com');
    await addSubscriber(before, 'restart@example.com', 'newsletter');
    await before.close();

    const after = await openPGlite(dataDir);
    try {
      await migrate(after, MIGRATIONS_DIR);
      expect(await rowsWithEmail(after, 'public.contact_messages', 'restart@example.com')).toBe(1);
      expect(await rowsWithEmail(after, 'public.waitlist', 'restart@example.com')).toBe(1);
      expect(await rowsWithEmail(after, 'public.subscribers', 'restart@example.com')).toBe(1);
    } finally {
      await after.close();
    }
  });
});
