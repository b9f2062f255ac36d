import { randomBytes } from 'node:crypto';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource } from '@/lib/content/local';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { Mailer, OutgoingEmail } from '@/lib/mail/mailer';
import { deliverDueEmails } from '@/lib/mail/outbox';
import { GUIDE_PDF_FILENAME, TRACKER_PDF_FILENAME } from '@/lib/programme/file-names';

import { testDatabases } from '../support/databases';
import { buyWithTestCard } from '../support/purchase';
import { seedDocument } from '../support/seed';

const SESSION_SECRET = 'a-session-secret-for-receipt-tests-012345';
const content = createLocalSource(path.resolve(import.meta.dirname, '../../studio/seed'));
const { operator } = seedDocument<{ operator: { legalName: string; supportEmail: string; vatNumber: string } }>(
  'siteSettings',
);
const { order: words } = seedDocument<{ order: Record<string, string> }>('emailCopy');

describe.each(testDatabases())('the e-mails after a purchase on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let sent: OutgoingEmail[];
  let orderId: string;
  const buyer = `receipt-${randomBytes(5).toString('hex')}@example.com`;

  beforeAll(async () => {
    db = await engine.open();
    const { paymentIntentId } = await buyWithTestCard(db, buyer, SESSION_SECRET);
    const [order] = await db.query<{ id: string }>(
      sql`select id from public.orders where payment_intent_id = ${paymentIntentId}`,
    );
    orderId = order!.id;
    const recorded: OutgoingEmail[] = [];
    const mailer: Mailer = { kind: 'files', send: async (message) => void recorded.push(message) };
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    sent = recorded.filter((message) => message.to === buyer);
  });
  afterAll(() => db.dispose());

  const confirmation = () => sent.find((message) => message.attachments?.length)!;

  it('every e-mail replies to the support address from the site settings', () => {
    expect(sent).toHaveLength(2);
    for (const message of sent) expect(message.replyTo).toBe(operator.supportEmail);
  });

  it('the confirmation is a receipt: seller, a short order number (not the UUID), date, amount and VAT', () => {
    const { text } = confirmation();
    const short = orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
    expect(text).toContain(`${words.orderNumberLabel} RST-${short.slice(0, 4)}-${short.slice(4)}`);
    expect(text).not.toContain(orderId);
    const today = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(text).toContain(`${words.dateLabel} ${today}`);
    expect(text).toContain(`${words.totalLabel} €9.90`);
    expect(text).toContain(`${words.vatLine!.replace('{vatRate}', '23')} €1.85`);
    expect(text).toContain(`${words.soldBy} ${operator.legalName}`);
    expect(text).toContain(`${words.vatNumberLabel} ${operator.vatNumber}`);
  });

  it('attaches the tracker PDF beside the guide', () => {
    const attachments = confirmation().attachments ?? [];
    expect(attachments.map((file) => file.filename)).toEqual([GUIDE_PDF_FILENAME, TRACKER_PDF_FILENAME]);
    for (const file of attachments) expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('offers both PDFs as web pages too, for a screen reader or a phone', () => {
    const { text } = confirmation();
    expect(text).toContain('https://reset.example/assets/printable-guide.html');
    expect(text).toContain('https://reset.example/daily-reset-tracker');
  });
});
