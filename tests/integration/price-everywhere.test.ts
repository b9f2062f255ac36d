import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readCurrent } from '@/lib/content/cache';
import { createLocalSource } from '@/lib/content/local';
import { checkoutSummaryQuery } from '@/lib/content/queries';
import { type ContentRead, reads } from '@/lib/content/reads';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { Mailer, OutgoingEmail } from '@/lib/mail/mailer';
import { compose, deliverDueEmails } from '@/lib/mail/outbox';
import { createCheckout } from '@/lib/orders/checkout';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { chargedPrice } from '@/lib/orders/price';
import { confirmTestPayment, createTestModeProvider, TEST_CARDS } from '@/lib/payments/test-mode';

import { testDatabases } from '../support/databases';
import { pdfPages } from '../support/pdf-layout';
import { SEED_DIR, seedDocument } from '../support/seed';

/*
 * "Changing the price in the dataset changes every sentence that states it":
 * a copy of the seed with a new price, read the way the site and the e-mails
 * read it. Every content read the site makes, every e-mail a purchase and
 * support send, and the PDFs they attach state the new price where they state
 * one, and none states the old. (The pages, served: tests/e2e/own-server/content-restart.spec.ts.)
 */
const OLD = /(?<![\d.,])9[.,]90?(?!\d)/;
const NEW_PRICE = 12.34;
const NEW = '€12.34';

const seedDir = mkdtempSync(path.join(tmpdir(), 'price-everywhere-'));
for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith('.ndjson'))) {
  cpSync(path.join(SEED_DIR, file), path.join(seedDir, file));
}
const site = path.join(seedDir, 'site.ndjson');
writeFileSync(
  site,
  readFileSync(site, 'utf8')
    .split('\n')
    .map((line) =>
      line.includes('"_id":"product"') ? JSON.stringify({ ...JSON.parse(line), price: NEW_PRICE }) : line,
    )
    .join('\n'),
);
const content = createLocalSource(seedDir);
afterAll(() => rmSync(seedDir, { recursive: true, force: true }));

/** Every read the site makes, with each parameter it is made with. */
function everyRead(): [string, ContentRead][] {
  return Object.entries(reads).flatMap(([name, make]): [string, ContentRead][] => {
    if (name === 'policy') {
      return ['privacy-policy', 'terms-of-service', 'cookie-policy', 'refund-policy'].map((slug) => [
        `policy ${slug}`,
        reads.policy(slug),
      ]);
    }
    if (name === 'stageScreen') {
      return ['morning', 'midday', 'afternoon'].map((key) => [`stageScreen ${key}`, reads.stageScreen(key)]);
    }
    return [[name, (make as () => ContentRead)()]];
  });
}

describe('a new price in the dataset', () => {
  it('is the price every content read states, and the old one is in none', async () => {
    const stating: string[] = [];
    for (const [name, read] of everyRead()) {
      const text = JSON.stringify(await readCurrent(read, content));
      expect(text, name).not.toMatch(OLD);
      if (text.includes(NEW)) stating.push(name);
    }
    // The copy that writes {price}: the site's description, the landing page's FAQ, the checkout, the policies.
    expect(stating).toEqual(
      expect.arrayContaining(['seo', 'landing', 'checkoutSummary', 'policy terms-of-service', 'policy refund-policy']),
    );
  });

  it('is what the checkout charges', async () => {
    expect(await chargedPrice(new Date(), () => content.fetch(checkoutSummaryQuery))).toEqual({
      amountCents: 1234,
      currency: 'eur',
    });
  });
});

describe.each(testDatabases())('the e-mails and PDFs after a purchase at a new price, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  const sent: OutgoingEmail[] = [];
  const buyer = `price-${randomBytes(5).toString('hex')}@example.com`;
  let username = '';

  beforeAll(async () => {
    db = await engine.open();
    const payments = createTestModeProvider(db);
    const browser = { browserKey: randomBytes(16).toString('hex'), attempt: randomBytes(16).toString('hex') };
    const price = await chargedPrice(new Date(), () => content.fetch(checkoutSummaryQuery));
    const started = await createCheckout(db, payments, { amount: NEW_PRICE, email: buyer, price, browser });
    if (!started.ok) throw new Error('checkout refused');
    await confirmTestPayment(
      db,
      {
        clientSecret: started.clientSecret,
        cardNumber: TEST_CARDS.success,
        expiry: { month: 12, year: 40 },
      },
      price,
    );
    await fulfilPayment(db, (await payments.retrieveIntent(started.paymentIntentId))!, {
      sessionSecret: 'a-session-secret-for-price-tests-0123456789',
    });
    const mailer: Mailer = { kind: 'files', send: async (message) => void sent.push(message) };
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    const [member] = await db.query<{ username: string }>(
      sql`select username from public.members where email = ${buyer}`,
    );
    username = member!.username;
    // The e-mails support and the member's own requests send, composed as the outbox composes them.
    const others = [
      { kind: 'sign_in_link', payload: { username, purpose: 'requested' } },
      { kind: 'sign_in_link', payload: { username, purpose: 'new-account' } },
      { kind: 'access_withdrawn', payload: { username, reason: 'refunded' } },
      {
        kind: 'contact_message',
        payload: { messageId: randomUUID(), name: 'Ana', email: buyer, subject: 'Refund', message: 'Hello there' },
      },
    ];
    for (const { kind, payload } of others) {
      const message = { id: randomUUID(), kind, recipient: buyer, payload, attempts: 0 };
      sent.push(await compose(message, { db, content, siteUrl: 'https://reset.example' }));
    }
  });
  afterAll(() => db.dispose());

  it('sends the confirmation with the price paid and states the old price in no e-mail', () => {
    const confirmation = sent.find((message) => message.attachments?.length);
    const { order } = seedDocument<{ order: { totalLabel: string } }>('emailCopy');
    expect(confirmation?.text).toContain(`${order.totalLabel} ${NEW}`);
    expect(sent.length).toBeGreaterThanOrEqual(6);
    for (const message of sent) {
      for (const part of [message.subject, message.text, message.html]) expect(part, message.subject).not.toMatch(OLD);
    }
  });

  it('attaches PDFs that state the old price nowhere', () => {
    const attachments = sent.flatMap((message) => message.attachments ?? []);
    expect(attachments.map((file) => file.filename)).toHaveLength(2);
    for (const file of attachments) {
      const text = pdfPages(new Uint8Array(file.content as Buffer))
        .flatMap((page) => page.lines.map((line) => line.text))
        .join('\n');
      expect(text.length, file.filename).toBeGreaterThan(500);
      expect(text, file.filename).not.toMatch(OLD);
    }
  });
});
