import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource } from '@/lib/content/local';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { Mailer, OutgoingEmail } from '@/lib/mail/mailer';
import { outboxEmailSchema } from '@/lib/mail/messages';
import { deliverDueEmails } from '@/lib/mail/outbox';
import { composePreview, EMAIL_KINDS, previewSignInUrl } from '@/lib/mail/preview';
import { emailSamples, SAMPLE_BUYER } from '@/lib/mail/samples';
import { signInLinkToken } from '@/lib/validation/forms';

import { testDatabases } from '../support/databases';
import { buyWithTestCard } from '../support/purchase';
import { SEED_DIR } from '../support/seed';

/*
 * The editors' preview of an e-mail is the outbox's own composition: a real
 * order's e-mails, as the outbox sent them, and the previews of the same
 * payloads are the same message but for the sign-in link, which a preview
 * never issues.
 */

const SITE_URL = 'https://reset.example';
const content = createLocalSource(SEED_DIR);
/** A sent message with its single-use sign-in link written as a preview writes it. */
const withPreviewLink = (text: string) => text.replace(/\/sign-in\?token=[A-Za-z0-9_-]+/g, '/sign-in?token=preview');

describe.each(testDatabases())('a real order’s e-mails and their previews, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let sent: OutgoingEmail[];
  const buyer = `preview-${randomBytes(5).toString('hex')}@example.com`;

  beforeAll(async () => {
    db = await engine.open();
    await buyWithTestCard(db, buyer, 'a-session-secret-for-preview-tests-0123456');
    const recorded: OutgoingEmail[] = [];
    const mailer: Mailer = { kind: 'files', send: async (message) => void recorded.push(message) };
    await deliverDueEmails({ db, mailer, content, siteUrl: SITE_URL });
    sent = recorded.filter((message) => message.to === buyer);
  });
  afterAll(() => db.dispose());

  it('composes the same subject, reply-to, HTML, text and attachments as the outbox sent', async () => {
    const rows = await db.query<{ kind: string; payload: unknown }>(
      sql`select kind, payload from internal.email_outbox where recipient = ${buyer} order by kind`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['order_confirmation', 'welcome']);
    const links = async () => (await db.query(sql`select 1 from internal.sign_in_links`)).length;
    const linksBefore = await links();

    for (const row of rows) {
      const email = outboxEmailSchema.parse(row);
      const preview = await composePreview(email, content, SITE_URL);
      const original = sent.find((candidate) => candidate.subject === preview.subject);
      expect(original, `${row.kind} was sent with the preview’s subject`).toBeDefined();
      expect(preview.replyTo).toBe(original!.replyTo);
      expect(preview.html).toBe(withPreviewLink(original!.html));
      expect(preview.text).toBe(withPreviewLink(original!.text));
      expect(preview.attachments.map((attachment) => attachment.filename)).toEqual(
        (original!.attachments ?? []).map((attachment) => attachment.filename),
      );
    }
    // The order confirmation carried a real link, and its preview a link that opens nothing.
    const confirmation = sent.find((message) => message.attachments?.length)!;
    expect(confirmation.text).toMatch(/\/sign-in\?token=[A-Za-z0-9_-]{20,}/);
    expect(await links()).toBe(linksBefore);
  });
});

describe('every kind the outbox carries has a preview', () => {
  const now = new Date('2026-11-29T09:30:00Z');
  const samples = emailSamples({ amountCents: 990, currency: 'eur' }, now);

  it('a sample for each kind, valid by the outbox’s own schema', () => {
    expect(EMAIL_KINDS).toEqual(outboxEmailSchema.options.map((option) => option.shape.kind.value));
    expect(Object.keys(samples).sort()).toEqual([...EMAIL_KINDS].sort());
    for (const kind of EMAIL_KINDS) {
      expect(outboxEmailSchema.safeParse({ kind, payload: samples[kind] }).success, kind).toBe(true);
    }
  });

  it.each(EMAIL_KINDS)('%s composes from the content with the sample order', async (kind) => {
    const preview = await composePreview(outboxEmailSchema.parse({ kind, payload: samples[kind] }), content, SITE_URL);
    expect(preview.subject).not.toBe('');
    expect(preview.html).toContain('<html');
    // Whom it is about, in the text (a heading's words are in capitals there).
    expect(preview.text.toLowerCase()).toContain(
      (kind === 'contact_message' ? SAMPLE_BUYER.name : SAMPLE_BUYER.username).toLowerCase(),
    );
    expect(preview.text).not.toMatch(/\/sign-in\?token=(?!preview\b)/);
  });

  it('the sign-in link of a preview opens nothing: the sign-in page refuses its token before any lookup', () => {
    const token = new URL(previewSignInUrl(SITE_URL)).searchParams.get('token');
    expect(signInLinkToken.safeParse(token).success).toBe(false);
  });
});
