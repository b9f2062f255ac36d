import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../support/accounts';
import { authenticate } from '@/lib/auth/login';
import { resolveSession, startSession } from '@/lib/auth/session-token';
import { claimAccountWithLink } from '@/lib/auth/sign-in-link';
import { createLocalSource } from '@/lib/content/local';
import { addSubscriber } from '@/lib/db/subscribers';
import { insertOrder } from '@/lib/db/orders';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import type { Mailer, OutgoingEmail } from '@/lib/mail/mailer';
import { deliverDueEmails } from '@/lib/mail/outbox';
import { withdrawAccess } from '@/lib/orders/fulfil';
import { storeContactMessage } from '@/lib/public-forms';
import { eraseBuyer } from '@/lib/support/erase';
import {
  createAccount,
  findMember,
  resetPassword,
  restoreAccess,
  revokeAccess,
  SupportError,
} from '@/lib/support/member-tool';

import { testDatabases } from '../support/databases';
import { buyWithTestCard } from '../support/purchase';
import { seedDocument } from '../support/seed';

const SECRET = 'a-test-session-secret-that-is-32-chars-long';
const content = createLocalSource(path.resolve(import.meta.dirname, '../../studio/seed'));
const SUPPORT = (seedDocument('siteSettings') as { operator: { supportEmail: string } }).operator.supportEmail;
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

describe.each(testDatabases())('support staff’s tools on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { kind: 'files', send: async (message) => void sent.push(message) };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  const deliver = () => deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
  const mailTo = (address: string) => sent.filter((message) => message.to.toLowerCase() === address.toLowerCase());
  const tokenIn = (message: OutgoingEmail | undefined) => /sign-in\?token=([\w-]+)/.exec(message?.text ?? '')?.[1];
  const storedAnywhere = async (needle: string) => {
    const rows = await db.query<{ hit: boolean }>(sql`
      select exists (select 1 from internal.email_outbox o where o::text like ${`%${needle}%`})
          or exists (select 1 from internal.sign_in_links l where l::text like ${`%${needle}%`}) as hit
    `);
    return rows[0]?.hit;
  };

  async function paidMember(prefix: string, orders = 1) {
    const name = unique(prefix);
    const { member, password } = await createMember(db, { username: name, email: `${name}@example.com` });
    const intents: string[] = [];
    for (let index = 0; index < orders; index++) {
      const paymentIntentId = unique('pi_test_');
      await insertOrder(db, {
        paymentIntentId,
        memberId: member.id,
        email: member.email,
        amountCents: 990,
        currency: 'eur',
      });
      intents.push(paymentIntentId);
    }
    return { member, password, intents };
  }

  it('create e-mails a sign-in link that opens the account; the token is stored nowhere in clear', async () => {
    const name = unique('created');
    const member = await createAccount(db, { username: name, email: `${name}@Example.com` });
    await deliver();
    const [message] = mailTo(member.email);
    const token = tokenIn(message);
    expect(token).toBeTruthy();
    expect(message?.text).toContain(name);
    expect(await storedAnywhere(token!)).toBe(false);
    expect(await claimAccountWithLink(db, token!, 'a password of their own', '192.0.2.61')).toMatchObject({ ok: true });
    expect(await authenticate(db, { username: name, password: 'a password of their own' }, '10.1.0.1')).toMatchObject({
      ok: true,
    });
  });

  it('create refuses a taken username or an address that has an account, in any letter case', async () => {
    const { member } = await paidMember('taken');
    await expect(
      createAccount(db, { username: member.username.toUpperCase(), email: 'new@example.com' }),
    ).rejects.toThrow(SupportError);
    await expect(createAccount(db, { username: unique('fresh'), email: member.email.toUpperCase() })).rejects.toThrow(
      `already has an account: ${member.username}`,
    );
  });

  it('finds a member by username or e-mail whatever the letter case, with their orders', async () => {
    const { member, intents } = await paidMember('Findme');
    expect((await findMember(db, member.email.toUpperCase()))?.member.id).toBe(member.id);
    const found = await findMember(db, member.username.toLowerCase());
    expect(found?.orders.map((order) => order.paymentIntentId)).toEqual(intents);
    expect(await findMember(db, 'nobody-at-all')).toBeUndefined();
  });

  it('reset-password ends the old password and every session and e-mails a link', async () => {
    const { member, password } = await paidMember('reset');
    const cookie = await startSession(db, member.id, SECRET);
    expect((await resetPassword(db, member.username)).sessionsEnded).toBe(1);
    expect(await resolveSession(db, cookie, SECRET)).toBeNull();
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.2')).toMatchObject({
      reason: 'invalid',
    });
    await deliver();
    const token = tokenIn(mailTo(member.email).at(-1));
    expect(await claimAccountWithLink(db, token!, 'the new password here', '192.0.2.61')).toMatchObject({ ok: true });
  });

  it('reset-password never reopens access a refund withdrew; restore does, and notes why on the orders', async () => {
    const { member, password, intents } = await paidMember('refunded');
    expect(await withdrawAccess(db, intents[0]!, 'refunded')).toBe('revoked');
    await expect(resetPassword(db, member.username)).rejects.toThrow(/withdrawn.*refunded.*restore/);
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.3')).toMatchObject({
      reason: 'access-ended',
    });

    expect(await restoreAccess(db, member.email, 'refund was a mistake')).toMatchObject({ restored: true });
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.3')).toMatchObject({ ok: true });
    const [order] = (await findMember(db, member.username))!.orders;
    expect(order?.accessNote).toMatch(/^\d{4}-\d\d-\d\d access restored by support: refund was a mistake$/);
    expect(await restoreAccess(db, member.username, 'again')).toMatchObject({ restored: false });
  });

  it('revoke withdraws access, ends every session and records why on each order', async () => {
    const { member, password } = await paidMember('revoked', 2);
    const cookie = await startSession(db, member.id, SECRET);
    expect(await revokeAccess(db, member.username, 'chargeback by phone')).toMatchObject({
      alreadyRevoked: false,
      sessionsEnded: 1,
      ordersNoted: 2,
    });
    expect(await resolveSession(db, cookie, SECRET)).toBeNull();
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.4')).toMatchObject({
      reason: 'access-ended',
    });
    for (const order of (await findMember(db, member.username))!.orders) {
      expect(order.accessNote).toContain('access revoked by support: chargeback by phone');
    }
  });

  /** A whole test-mode purchase with `email`, fulfilled as the webhook would. */
  async function buy(email: string) {
    return (await buyWithTestCard(db, email, SECRET)).fulfilled;
  }

  it('a purchase never undoes support’s revocation: the payment is held and put before support until restore', async () => {
    const { member, password } = await paidMember('held');
    await revokeAccess(db, member.username, 'abusive messages');
    const outcome = await buy(member.email.toUpperCase());
    expect(outcome).toMatchObject({ status: 'fulfilled', heldForSupport: true, newMember: false });

    expect(await authenticate(db, { username: member.username, password }, '10.1.0.8')).toMatchObject({
      reason: 'access-ended',
    });
    const [buyer] = await db.query<{ accessOpen: boolean; paymentsHeld: number; history: string; by: string }>(sql`
      select access_open as "accessOpen", payments_held as "paymentsHeld", order_history as history,
             access_withdrawn_by as by
      from public.buyers where email = lower(${member.email})
    `);
    expect(buyer).toMatchObject({ accessOpen: false, paymentsHeld: 1, by: 'support' });
    expect(buyer?.history).toContain('HELD FOR SUPPORT');

    await deliver();
    const notice = mailTo(SUPPORT).find((message) => message.subject.includes(member.username));
    expect(notice?.subject).toMatch(/^Payment held for support/);
    expect(notice?.text).toContain(`npm run member -- restore ${member.username}`);
    // The buyer gets the receipt, with where to write instead of a sign-in link that would not work,
    // and no welcome to a members' area they cannot enter.
    const [receipt, ...others] = mailTo(member.email);
    expect(others).toEqual([]);
    expect(tokenIn(receipt)).toBeUndefined();
    expect(receipt?.text).toContain(`write to us at ${SUPPORT}`);

    await restoreAccess(db, member.username, 'paid again, agreed by phone');
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.8')).toMatchObject({ ok: true });
    const [after] = await db.query<{ paymentsHeld: number }>(
      sql`select payments_held as "paymentsHeld" from public.buyers where email = lower(${member.email})`,
    );
    expect(after?.paymentsHeld).toBe(0);
  });

  it('a purchase lifts a refund’s withdrawal, and a refund never turns support’s revocation into one', async () => {
    const refunded = await paidMember('rebuy');
    await withdrawAccess(db, refunded.intents[0]!, 'refunded');
    expect(await buy(refunded.member.email)).toMatchObject({ status: 'fulfilled', heldForSupport: false });
    expect(
      await authenticate(db, { username: refunded.member.username, password: refunded.password }, '10.1.0.9'),
    ).toMatchObject({ ok: true });

    const revoked = await paidMember('revokedrefund');
    await revokeAccess(db, revoked.member.username, 'fraud suspected');
    await withdrawAccess(db, revoked.intents[0]!, 'refunded');
    expect(await buy(revoked.member.email)).toMatchObject({ status: 'fulfilled', heldForSupport: true });
  });

  it('erase removes the buyer’s personal data and keeps the order amounts', async () => {
    const { member, intents } = await paidMember('erased');
    await addSubscriber(db, member.email.toUpperCase(), 'newsletter');
    await storeContactMessage(
      db,
      { name: 'Erin', email: member.email, subject: 'Please erase me', message: 'Remove all my data please.' },
      SUPPORT,
    );
    await startSession(db, member.id, SECRET);
    const erased = await eraseBuyer(db, member.username);
    expect(erased).toMatchObject({ email: member.email, ordersKept: 1 });
    expect(erased?.counts).toMatchObject({ 'contact messages': 1, 'newsletter sign-ups': 1 });

    const leftovers = await db.query<{ n: number }>(sql`
      select (select count(*) from public.members where lower(email) = lower(${member.email}))
           + (select count(*) from public.subscribers where lower(email) = lower(${member.email}))
           + (select count(*) from public.contact_messages where lower(email) = lower(${member.email}))
           + (select count(*) from public.orders where lower(email) = lower(${member.email}))
           + (select count(*) from internal.member_sessions where member_id = ${member.id})
           + (select count(*) from public.buyers where email = lower(${member.email})) as n
    `);
    expect(Number(leftovers[0]?.n)).toBe(0);
    const [order] = await db.query(sql`
      select amount_cents, currency, status, email, member_id, erased_at is not null as erased
      from public.orders where payment_intent_id = ${intents[0]!}
    `);
    expect(order).toEqual({
      amount_cents: 990,
      currency: 'eur',
      status: 'paid',
      email: null,
      member_id: null,
      erased: true,
    });
  });

  it('e-mails each contact message to the support address, with Reply-To the sender', async () => {
    const sender = `${unique('writer')}@example.com`;
    const id = await storeContactMessage(
      db,
      { name: 'Sam Writer', email: sender, subject: 'Question about day one', message: 'Can I drink coffee at 7 AM?' },
      SUPPORT,
    );
    await deliver();
    const message = mailTo(SUPPORT).find((each) => each.text.includes(sender));
    expect(message).toMatchObject({ to: SUPPORT, replyTo: `"Sam Writer" <${sender}>` });
    expect(message?.subject).toContain('Question about day one');
    expect(message?.text).toContain('Can I drink coffee at 7 AM?');
    expect(message?.text).toContain(`message ${id}`);
  });

  it('tells the buyer by e-mail when a refund or dispute ends their access, once per order', async () => {
    const { member, intents } = await paidMember('told');
    expect(await withdrawAccess(db, intents[0]!, 'refunded')).toBe('revoked');
    expect(await withdrawAccess(db, intents[0]!, 'disputed')).toBe('revoked');
    await deliver();
    const messages = mailTo(member.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain('refunded');
    expect(messages[0]?.text).toContain(SUPPORT);
  });

  it('after access ended, the right password hears so; a wrong one gets the generic answer', async () => {
    const { member, password, intents } = await paidMember('ended');
    await withdrawAccess(db, intents[0]!, 'disputed');
    expect(await authenticate(db, { username: member.username, password }, '10.1.0.9')).toEqual({
      ok: false,
      reason: 'access-ended',
    });
    expect(await authenticate(db, { username: member.username, password: 'not-it' }, '10.1.0.9')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
