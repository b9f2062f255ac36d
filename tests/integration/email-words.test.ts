import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource } from '@/lib/content/local';
import type { ContentSource } from '@/lib/content/source';
import { insertMember } from '@/lib/db/members';
import type { Database } from '@/lib/db/types';
import { compose } from '@/lib/mail/outbox';

import { testDatabases } from '../support/databases';
import { SEED_DIR, seedDocument } from '../support/seed';

/*
 * Every word of the e-mails is the editors': the same message composed from
 * the seed and from a copy whose e-mail copy an editor changed differs exactly
 * there, in the subject and in the body.
 */
interface EmailCopy {
  order: Record<string, string>;
  signIn: Record<'newAccount' | 'passwordReset' | 'requested', Record<string, string>> & Record<string, unknown>;
  accessWithdrawn: Record<string, string>;
  footer: string;
  welcomeHeading: string;
  welcomeButtonLabel: string;
}

const seedCopy = seedDocument<EmailCopy>('emailCopy');
const productName = seedDocument<{ name: string }>('product').name;
const edited = (text: string) => `Edited: ${text}`;
const changed = {
  ...seedCopy,
  order: {
    ...seedCopy.order,
    subject: 'Thanks for buying the {productName}',
    heading: 'All set, your {productName} awaits',
    receiptHeading: 'Your receipt',
    totalLabel: 'Amount paid:',
    buttonLabel: 'Open your reset',
    signInNote: 'Sign in at {loginUrl}. The guide covers {dayHours}.',
  },
  signIn: {
    ...seedCopy.signIn,
    newAccount: { ...seedCopy.signIn.newAccount, subject: 'An account for the {productName}', lead: 'Use it soon.' },
    passwordReset: { ...seedCopy.signIn.passwordReset, subject: 'New password, please', heading: 'A fresh password' },
    requested: { ...seedCopy.signIn.requested, subject: 'Here is your link', footer: edited('not you? ignore it.') },
    buttonLabel: 'Set my password',
  },
  accessWithdrawn: {
    ...seedCopy.accessWithdrawn,
    subject: 'The {productName} is closed to you now',
    refunded: 'Refunded, so {username} is signed out for good.',
    contact: 'Questions? {supportEmail}',
  },
  footer: 'Sent to {productName} buyers.',
  welcomeHeading: 'Hello there, {username}!',
  welcomeButtonLabel: 'Go to my dashboard',
};

const seedDir = mkdtempSync(path.join(tmpdir(), 'email-words-'));
for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith('.ndjson'))) {
  const text = readFileSync(path.join(SEED_DIR, file), 'utf8')
    .split('\n')
    .map((line) => (line.includes('"_id":"emailCopy"') ? JSON.stringify({ ...JSON.parse(line), ...changed }) : line))
    .join('\n');
  writeFileSync(path.join(seedDir, file), text);
}
afterAll(() => rmSync(seedDir, { recursive: true, force: true }));
const sources: Record<'seed' | 'edited', ContentSource> = {
  seed: createLocalSource(SEED_DIR),
  edited: createLocalSource(seedDir),
};

describe.each(testDatabases())('the e-mails’ words come from the e-mail copy, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  const username = `words-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    db = await engine.open();
    await insertMember(db, { username, email: `${username}@example.com`, passwordHash: 'unused' });
  });
  afterAll(() => db.dispose());

  async function composed(kind: string, payload: Record<string, unknown>, content: 'seed' | 'edited') {
    const message = { id: randomUUID(), kind, recipient: `${username}@example.com`, payload, attempts: 0 };
    return compose(message, { db, content: sources[content], siteUrl: 'https://reset.example' });
  }

  const order = {
    orderId: randomUUID(),
    paymentIntentId: `pi_${randomBytes(6).toString('hex')}`,
    username,
    amountCents: 990,
    currency: 'eur',
    orderedAt: new Date().toISOString(),
    newMember: true,
  };

  it('the order confirmation: subject, heading, receipt labels, button, notes and footer', async () => {
    const [before, after] = [
      await composed('order_confirmation', order, 'seed'),
      await composed('order_confirmation', order, 'edited'),
    ];
    expect(before.subject).toBe(seedCopy.order.subject!.replace('{productName}', productName));
    expect(after.subject).toBe(`Thanks for buying the ${productName}`);
    expect(before.text).toContain(seedCopy.order.receiptHeading!);
    expect(after.text).toContain(`All set, your ${productName} awaits`.toUpperCase());
    expect(after.text).toContain('Your receipt');
    expect(after.text).toContain('Amount paid: €9.90');
    expect(after.text).not.toContain(`${seedCopy.order.totalLabel} €9.90`);
    expect(after.text).toContain('Open your reset');
    expect(after.text).toContain('Sign in at https://reset.example/login. The guide covers 7:00 AM to 10:00 PM.');
    expect(after.text).toContain(`Sent to ${productName} buyers.`);
    expect(after.html).toContain('Open your reset');
  });

  it('the sign-in link, for each purpose: subject, heading, lead, button and footer', async () => {
    const purposes = ['new-account', 'password-reset', 'requested'] as const;
    const after = await Promise.all(
      purposes.map((purpose) => composed('sign_in_link', { username, purpose }, 'edited')),
    );
    const before = await Promise.all(
      purposes.map((purpose) => composed('sign_in_link', { username, purpose }, 'seed')),
    );
    expect(after.map((message) => message.subject)).toEqual([
      `An account for the ${productName}`,
      'New password, please',
      'Here is your link',
    ]);
    expect(before.map((message) => message.subject)).toEqual(
      [seedCopy.signIn.newAccount, seedCopy.signIn.passwordReset, seedCopy.signIn.requested].map((words) =>
        words.subject!.replace('{productName}', productName),
      ),
    );
    expect(after[0]!.text).toContain('Use it soon.');
    expect(after[1]!.text).toContain('A FRESH PASSWORD');
    expect(after[2]!.text).toContain('Edited: not you? ignore it.');
    for (const message of after) expect(message.text).toContain('Set my password');
    for (const message of before) expect(message.text).toContain(seedCopy.signIn.buttonLabel as string);
  });

  it('the notice that a refund ended access: subject, body and footer', async () => {
    const payload = { username, reason: 'refunded' };
    const [before, after] = [
      await composed('access_withdrawn', payload, 'seed'),
      await composed('access_withdrawn', payload, 'edited'),
    ];
    expect(before.subject).toBe(seedCopy.accessWithdrawn.subject!.replace('{productName}', productName));
    expect(after.subject).toBe(`The ${productName} is closed to you now`);
    expect(after.text).toContain(`Refunded, so ${username} is signed out for good.`);
    const { supportEmail } = seedDocument<{ operator: { supportEmail: string } }>('siteSettings').operator;
    expect(after.text).toContain(`Questions? ${supportEmail}`);
    expect(after.text).toContain(`Sent to ${productName} buyers.`);
    expect(before.text).toContain(
      seedCopy.accessWithdrawn.refunded!.replace('{productName}', productName).replace('{username}', username),
    );
  });

  it('the welcome e-mail: heading, button and footer', async () => {
    const after = await composed('welcome', { username }, 'edited');
    expect(after.text).toContain(`Hello there, ${username}!`.toUpperCase());
    expect(after.text).toContain('Go to my dashboard');
    expect(after.text).toContain(`Sent to ${productName} buyers.`);
    const before = await composed('welcome', { username }, 'seed');
    expect(before.text).toContain(seedCopy.welcomeButtonLabel);
  });
});
