import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource } from '@/lib/content/local';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { OutgoingEmail } from '@/lib/mail/mailer';
import { deliverDueEmails } from '@/lib/mail/outbox';
import { CONTACT_EMAILS, storeContactMessage } from '@/lib/public-forms';

import { testDatabases } from '../support/databases';

const SUPPORT = 'support@example.com';
const content = createLocalSource(path.resolve(import.meta.dirname, '../../studio/seed'));

describe.each(testDatabases())('contact messages and support’s inbox on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  const sent: OutgoingEmail[] = [];
  const deliver = () =>
    deliverDueEmails({
      db,
      mailer: { kind: 'files', send: async (message) => void sent.push(message) },
      content,
      siteUrl: 'https://reset.example',
    });
  const store = (index: number) =>
    storeContactMessage(
      db,
      { name: 'Flo Od', email: `flood-${index}@example.com`, subject: 'Many questions', message: `Question ${index}.` },
      SUPPORT,
    );

  it('stores every message of a flood, and e-mails support only the window’s few, saying how many wait', async () => {
    const { perWindow } = CONTACT_EMAILS;
    const flood = perWindow * 3;
    const ids = await Promise.all(Array.from({ length: flood }, (_, index) => store(index)));
    expect(new Set(ids).size).toBe(flood);
    const [stored] = await db.query<{ n: number }>(sql`select count(*)::int as n from public.contact_messages`);
    expect(stored?.n).toBe(flood);

    await deliver();
    expect(sent).toHaveLength(perWindow);
    expect(sent.filter((message) => message.text.includes('last e-mail until'))).toHaveLength(1);

    // The window ends: the next message is e-mailed, and says how many wait unanswered in the table.
    await db.query(sql`update internal.rate_limits set expires_at = now() where bucket = 'contact-emails'`);
    await store(flood);
    await deliver();
    expect(sent).toHaveLength(perWindow + 1);
    expect(sent.at(-1)?.text).toContain(`${flood} other messages wait in contact_messages (status new)`);
  });
});
