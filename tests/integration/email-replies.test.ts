import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalSource } from '@/lib/content/local';
import { insertMember } from '@/lib/db/members';
import type { Database } from '@/lib/db/types';
import { compose } from '@/lib/mail/outbox';
import { outboxEmailSchema, type OutboxEmail, type OutboxKind } from '@/lib/mail/messages';

import { testDatabases } from '../support/databases';
import { SEED_DIR, seedDocument } from '../support/seed';

/*
 * An e-mail gives one answer about replying, and its Reply-To header gives the
 * same one: words that ask for a reply go with a Reply-To that somebody reads,
 * and an e-mail that says it needs no reply neither asks for one nor answers
 * to such a mailbox. Every kind the outbox sends, in every variant, from the
 * seed's words.
 */

/** Says that replying is pointless: no reply is needed, or the mailbox is not read. */
const SAYS_NO_REPLY =
  /\bneeds? no (?:reply|answer)\b|\b(?:do not|don't|cannot|can't) (?:reply|answer)\b|\bnot (?:monitored|read)\b/i;
/** Asks for a reply or says where one goes (an auto-reply the reader sets up is another thing). */
const MENTIONS_A_REPLY = /(?<!auto-)\brepl(?:y|ies|ying)\b/i;

const saysNoReply = (words: string) => SAYS_NO_REPLY.test(words);
const asksForAReply = (words: string) =>
  MENTIONS_A_REPLY.test(words.replace(new RegExp(SAYS_NO_REPLY.source, 'gi'), ''));
const addressIn = (header: string | undefined) => (header ? (/<([^>]+)>\s*$/.exec(header)?.[1] ?? header) : undefined);

const { supportEmail } = seedDocument<{ operator: { supportEmail: string } }>('siteSettings').operator;
const username = `replies-${randomBytes(4).toString('hex')}`;
const sender = { name: 'Rita Reader', email: 'rita@example.com' };

type Payload<K extends OutboxKind> = Extract<OutboxEmail, { kind: K }>['payload'];
/** Every value of a payload field, kept whole by the compiler: a new one added to the schema fails the type check here. */
const every = <T extends string>(values: Record<T, true>) => Object.keys(values) as T[];

/** One message of every kind and variant the site sends. */
const PAYLOADS: { [K in OutboxKind]: Payload<K>[] } = {
  order_confirmation: [
    { newMember: true, accessHeld: false },
    { newMember: false, accessHeld: false },
    { newMember: false, accessHeld: true },
  ].map((variant) => ({
    orderId: randomUUID(),
    paymentIntentId: `pi_${randomBytes(6).toString('hex')}`,
    username,
    amountCents: 990,
    currency: 'eur',
    orderedAt: new Date().toISOString(),
    ...variant,
  })),
  welcome: [{ username }],
  sign_in_link: every<Payload<'sign_in_link'>['purpose']>({
    'new-account': true,
    'password-reset': true,
    requested: true,
  }).map((purpose) => ({ username, purpose })),
  access_withdrawn: every<Payload<'access_withdrawn'>['reason']>({ refunded: true, disputed: true }).map((reason) => ({
    username,
    reason,
  })),
  payment_held: [
    {
      orderId: randomUUID(),
      paymentIntentId: `pi_${randomBytes(6).toString('hex')}`,
      username,
      email: `${username}@example.com`,
      amountCents: 990,
      currency: 'eur',
    },
  ],
  contact_message: [
    { messageId: randomUUID(), ...sender, subject: 'A question', message: 'Can I do the reset twice?', waiting: 0 },
    {
      messageId: randomUUID(),
      ...sender,
      subject: 'A question',
      message: 'Can I do the reset twice?',
      waiting: 3,
      quietUntil: new Date().toISOString(),
    },
  ],
};
const EMAILS = Object.entries(PAYLOADS).flatMap(([kind, payloads]) =>
  payloads.map((payload) => ({ kind, payload }) as OutboxEmail),
);

/** Whose mailbox a reply to each kind should reach: support, or for a contact message the person who wrote it. */
const readBy = (email: OutboxEmail) => (email.kind === 'contact_message' ? email.payload.email : supportEmail);

/** The kind, and what sets this one apart: a purpose, a reason, a new member or not. */
const variantOf = ({ kind, payload }: OutboxEmail) =>
  [
    kind,
    'purpose' in payload && payload.purpose,
    'reason' in payload && payload.reason,
    'newMember' in payload && `new member: ${payload.newMember}`,
  ]
    .filter(Boolean)
    .join(', ');

describe('every e-mail’s reply advice agrees with its Reply-To', () => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await testDatabases()[0]!.open();
    await insertMember(db, { username, email: `${username}@example.com`, passwordHash: 'unused' });
  });
  afterAll(() => db.dispose());

  it('covers every kind the outbox carries', () => {
    expect(Object.keys(PAYLOADS).sort()).toEqual(
      outboxEmailSchema.options.map((option) => option.shape.kind.value).sort(),
    );
  });

  it.each(EMAILS.map((email) => [variantOf(email), email] as const))('%s', async (_, email) => {
    const composed = await compose(
      { id: randomUUID(), kind: email.kind, recipient: `${username}@example.com`, payload: email.payload, attempts: 0 },
      { db, content: createLocalSource(SEED_DIR), siteUrl: 'https://reset.example' },
    );
    const words = `${composed.subject}\n${composed.text}`;
    const repliesReach = addressIn(composed.replyTo);

    if (asksForAReply(words)) expect(repliesReach, 'asks for a reply, so a read mailbox gets it').toBe(readBy(email));
    if (saysNoReply(words)) {
      expect(asksForAReply(words), 'says it needs no reply, so it asks for none').toBe(false);
      expect(repliesReach, 'says it needs no reply, so no read mailbox answers it').not.toBe(readBy(email));
    }
  });
});
