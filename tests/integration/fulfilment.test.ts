import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resolveSession, startSession } from '@/lib/auth/session-token';
import { createLocalSource } from '@/lib/content/local';
import { findMemberByEmail } from '@/lib/db/members';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { createFileMailer, type Mailer, type OutgoingEmail } from '@/lib/mail/mailer';
import { deliverDueEmails, retryDelaySeconds } from '@/lib/mail/outbox';
import { checkoutOfBrowser, createCheckout } from '@/lib/orders/checkout';
import { readCredentials } from '@/lib/orders/credentials';
import { fulfilPayment } from '@/lib/orders/fulfil';
import { receivePaymentWebhook } from '@/lib/orders/purchase';
import type { PaymentContext } from '@/lib/orders/purchase-context';
import { recoverOrders } from '@/lib/orders/recovery';
import { createStripeProvider } from '@/lib/payments/stripe';
import { createStripeClient } from '@/lib/payments/stripe-client';
import { confirmTestPayment, createTestModeProvider, TEST_CARDS } from '@/lib/payments/test-mode';

import { testDatabases } from '../support/databases';
import { seedDocument } from '../support/seed';
import { startFakeStripe } from '../support/fake-stripe';

const SESSION_SECRET = 'a-session-secret-for-fulfilment-tests-0123';
const WEBHOOK_SECRET = 'whsec_test_fulfilment_secret';
const PRICE = { amountCents: 990, currency: 'eur' };
const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');
const content = createLocalSource(SEED_DIR);
const stripe = createStripeClient({ secretKey: 'sk_test_fulfilment' });

const browser = () => ({ browserKey: randomBytes(16).toString('hex'), attempt: randomBytes(16).toString('hex') });
const email = () => `buyer-${randomBytes(5).toString('hex')}@example.com`;

function signedEvent(type: string, object: unknown, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { payload, signature };
}

function recordingMailer(): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return { kind: 'files', sent, send: async (message) => void sent.push(message) };
}

describe.each(testDatabases())('checkout, fulfilment and e-mail on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    db = await engine.open();
    fakeStripe = await startFakeStripe();
  });
  afterAll(async () => {
    await fakeStripe.close();
    await db.dispose();
  });

  const stripeProvider = () =>
    createStripeProvider({ secretKey: 'sk_test_fulfilment', webhookSecret: WEBHOOK_SECRET, apiBase: fakeStripe.url });
  const journey = (): PaymentContext => ({
    db,
    payments: stripeProvider(),
    sessionSecret: SESSION_SECRET,
    emailsDue: () => {},
  });
  /** Stripe's webhook as the route receives it: a refusal is answered 400, anything taken 200. */
  const handleStripeWebhook = (payload: string, signature: string | null) =>
    receivePaymentWebhook(payload, signature, journey());

  async function paidStripeCheckout(buyer = email(), who = browser()) {
    const started = await createCheckout(db, stripeProvider(), {
      amount: 9.9,
      email: buyer,
      price: PRICE,
      browser: who,
    });
    if (!started.ok) throw new Error('checkout refused');
    return { intent: fakeStripe.succeed(started.paymentIntentId), buyer, who };
  }

  const count = async (table: string, column: string, value: string) =>
    (
      await db.query<{ n: number }>({
        text: `select count(*)::int as n from ${table} where ${column} = $1`,
        values: [value],
      })
    )[0]?.n;

  it('refuses an amount other than the current price and charges nothing', async () => {
    const createsBefore = fakeStripe.creates;
    const result = await createCheckout(db, stripeProvider(), {
      amount: 0.5,
      email: email(),
      price: PRICE,
      browser: browser(),
    });
    expect(result).toEqual({ ok: false, reason: 'amount-mismatch', price: PRICE });
    expect(fakeStripe.creates).toBe(createsBefore);

    const testMode = await createCheckout(db, createTestModeProvider(db), {
      amount: 0.5,
      email: 'cheap@example.com',
      price: PRICE,
      browser: browser(),
    });
    expect(testMode.ok).toBe(false);
    expect(await count('internal.test_payment_intents', 'email', 'cheap@example.com')).toBe(0);
  });

  it('charges the price the server holds, once per checkout attempt (idempotency key)', async () => {
    const who = browser();
    const buyer = email();
    const first = await createCheckout(db, stripeProvider(), { amount: 9.9, email: buyer, price: PRICE, browser: who });
    const again = await createCheckout(db, stripeProvider(), { amount: 9.9, email: buyer, price: PRICE, browser: who });
    expect(first.ok && again.ok && first.paymentIntentId === again.paymentIntentId).toBe(true);
    expect(first.ok && fakeStripe.intents.get(first.paymentIntentId)?.amount).toBe(990);
  });

  it('20 concurrent webhook deliveries and 20 success-page checks give one member, one order and two e-mails', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    const event = signedEvent('payment_intent.succeeded', intent);
    const webhooks = Array.from({ length: 20 }, () => handleStripeWebhook(event.payload, event.signature));
    const checks = Array.from({ length: 20 }, async () => {
      const state = await stripeProvider().retrieveIntent(intent.id);
      return fulfilPayment(db, state!, { sessionSecret: SESSION_SECRET });
    });
    const results = await Promise.all([...webhooks, ...checks]);
    expect(results.filter((result) => 'ok' in result && result.ok)).toHaveLength(20);

    expect(await count('public.members', 'email', buyer)).toBe(1);
    expect(await count('public.orders', 'payment_intent_id', intent.id)).toBe(1);
    expect(await count('internal.email_outbox', 'recipient', buyer)).toBe(2);

    const mailer = recordingMailer();
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    expect(
      mailer.sent
        .filter((message) => message.to === buyer)
        .map((message) => message.subject)
        .sort(),
    ).toEqual(
      [
        seedDocument<{ welcomeSubject: string }>('emailCopy').welcomeSubject,
        seedDocument<{ order: { subject: string } }>('emailCopy').order.subject.replace(
          '{productName}',
          seedDocument<{ name: string }>('product').name,
        ),
      ].sort(),
    );
  });

  it('refuses a bad or stale signature with 400 and writes nothing', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    const good = signedEvent('payment_intent.succeeded', intent);
    const forged = await handleStripeWebhook(good.payload.replace('"succeeded"', '"succeeded" '), good.signature);
    expect(forged.ok).toBe(false);
    expect((await handleStripeWebhook(good.payload, null)).ok).toBe(false);
    const stale = signedEvent('payment_intent.succeeded', intent, Math.floor(Date.now() / 1000) - 10 * 60);
    expect((await handleStripeWebhook(stale.payload, stale.signature)).ok).toBe(false);
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload: good.payload, secret: 'whsec_other' });
    expect((await handleStripeWebhook(good.payload, otherSecret)).ok).toBe(false);

    expect(await count('public.orders', 'payment_intent_id', intent.id)).toBe(0);
    expect(await count('public.members', 'email', buyer)).toBe(0);
  });

  it('refuses a signature dated in the future as it refuses a stale one', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    const future = signedEvent('payment_intent.succeeded', intent, Math.floor(Date.now() / 1000) + 10 * 60);
    expect((await handleStripeWebhook(future.payload, future.signature)).ok).toBe(false);
    const slightlyAhead = signedEvent('payment_intent.succeeded', intent, Math.floor(Date.now() / 1000) + 30);
    expect((await handleStripeWebhook(slightlyAhead.payload, slightlyAhead.signature)).ok).toBe(true);
    expect(await count('public.members', 'email', buyer)).toBe(1);
  });

  it('answers 400, not 500, to a signed event of a handled type that carries no object', async () => {
    for (const type of ['payment_intent.succeeded', 'charge.refunded', 'charge.dispute.created']) {
      for (const object of [undefined, null, 'pi_123', {}]) {
        const payload = JSON.stringify({ id: 'evt_empty', object: 'event', type, data: { object } });
        const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        expect((await handleStripeWebhook(payload, signature)).ok, `${type} ${String(object)}`).toBe(false);
      }
      const noData = JSON.stringify({ id: 'evt_empty', object: 'event', type });
      const signature = stripe.webhooks.generateTestHeaderString({ payload: noData, secret: WEBHOOK_SECRET });
      expect((await handleStripeWebhook(noData, signature)).ok).toBe(false);
    }
  });

  it('answers 200 to events it does not act on', async () => {
    const event = signedEvent('customer.created', { id: 'cus_123', object: 'customer' });
    expect(await handleStripeWebhook(event.payload, event.signature)).toMatchObject({ ok: true });
  });

  it('a full refund ends the member’s sessions and withdraws access; a partial one does not', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    const paid = signedEvent('payment_intent.succeeded', intent);
    await handleStripeWebhook(paid.payload, paid.signature);
    const member = await findMemberByEmail(db, buyer);
    const cookie = await startSession(db, member!.id, SESSION_SECRET);

    const partial = signedEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunded: false,
      payment_intent: intent.id,
    });
    await handleStripeWebhook(partial.payload, partial.signature);
    expect(await resolveSession(db, cookie, SESSION_SECRET)).not.toBeNull();

    const full = signedEvent('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      refunded: true,
      payment_intent: intent.id,
    });
    expect(await handleStripeWebhook(full.payload, full.signature)).toMatchObject({
      outcome: 'revoked',
    });
    expect(await resolveSession(db, cookie, SESSION_SECRET)).toBeNull();
  });

  it('a dispute withdraws access too', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(intent.id))!, { sessionSecret: SESSION_SECRET });
    const member = await findMemberByEmail(db, buyer);
    const cookie = await startSession(db, member!.id, SESSION_SECRET);
    const dispute = signedEvent('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: intent.id });
    await handleStripeWebhook(dispute.payload, dispute.signature);
    expect(await resolveSession(db, cookie, SESSION_SECRET)).toBeNull();
  });

  it('shows the credentials only to the browser that paid, within the window, and never e-mails the password', async () => {
    const { intent, who } = await paidStripeCheckout();
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(intent.id))!, { sessionSecret: SESSION_SECRET });

    expect(await checkoutOfBrowser(db, intent.id, who.browserKey)).toBeDefined();
    expect(await checkoutOfBrowser(db, intent.id, browser().browserKey)).toBeUndefined();
    expect(await checkoutOfBrowser(db, intent.id, undefined)).toBeUndefined();

    const credentials = await readCredentials(db, intent.id, SESSION_SECRET);
    if (credentials.status !== 'ready' || !credentials.password) throw new Error('no credentials');
    const stored = await db.query<{ c: string }>(sql`
      select password_ciphertext as c from internal.pending_credentials where payment_intent_id = ${intent.id}
    `);
    expect(stored[0]?.c).not.toContain(credentials.password);

    const dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    await deliverDueEmails({
      db,
      mailer: createFileMailer(dir, 'shop@example.com'),
      content,
      siteUrl: 'https://reset.example',
    });
    // Decode quoted-printable so a split or encoded password would still be found.
    const decode = (eml: string) =>
      eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const files = readdirSync(dir).map((file) => decode(readFileSync(path.join(dir, file), 'utf8')));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const confirmation = files.find((file) => file.includes(credentials.username) && file.includes('application/pdf'));
    expect(confirmation).toBeDefined();
    expect(confirmation).toMatch(/https:\/\/reset\.example\/sign-in\?token=/);
    for (const file of files) expect(file).not.toContain(credentials.password);

    await db.query(
      sql`update internal.pending_credentials set expires_at = now() - interval '1 second' where payment_intent_id = ${intent.id}`,
    );
    expect(await readCredentials(db, intent.id, SESSION_SECRET)).toEqual({ status: 'expired' });
    const erased = await db.query<{ c: string | null }>(sql`
      select password_ciphertext as c from internal.pending_credentials where payment_intent_id = ${intent.id}
    `);
    expect(erased).toEqual([{ c: null }]);
  });

  it('erases a password as soon as its window closes, without anyone reading it', async () => {
    const { intent } = await paidStripeCheckout();
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(intent.id))!, { sessionSecret: SESSION_SECRET });
    await db.query(
      sql`update internal.pending_credentials set expires_at = now() - interval '1 second' where payment_intent_id = ${intent.id}`,
    );
    await recoverOrders(db, stripeProvider(), { sessionSecret: SESSION_SECRET });
    const rows = await db.query<{ c: string | null }>(sql`
      select password_ciphertext as c from internal.pending_credentials where payment_intent_id = ${intent.id}
    `);
    expect(rows).toEqual([{ c: null }]);
  });

  it('test mode: a payment charged by a process that stopped before fulfilling it is fulfilled once', async () => {
    const provider = createTestModeProvider(db);
    const buyer = email();
    const started = await createCheckout(db, provider, { amount: 9.9, email: buyer, price: PRICE, browser: browser() });
    if (!started.ok) throw new Error('refused');
    const expiry = { month: 12, year: 40 };
    await confirmTestPayment(db, { clientSecret: started.clientSecret, cardNumber: TEST_CARDS.success, expiry }, PRICE);
    // The request that charged the card died here, before fulfilment.
    expect(await count('public.orders', 'payment_intent_id', started.paymentIntentId)).toBe(0);
    // Within the grace period the request may still fulfil it itself: recovery leaves it alone.
    expect((await recoverOrders(db, provider, { sessionSecret: SESSION_SECRET })).fulfilled).toBe(0);

    await db.query(sql`
      update internal.test_payment_intents set succeeded_at = now() - interval '1 minute'
      where id = ${started.paymentIntentId}
    `);
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => recoverOrders(db, provider, { sessionSecret: SESSION_SECRET })),
    );
    expect(runs.reduce((sum, run) => sum + run.fulfilled, 0)).toBe(1);
    expect(await count('public.orders', 'payment_intent_id', started.paymentIntentId)).toBe(1);
    expect(await count('public.members', 'email', buyer)).toBe(1);
    expect(await count('internal.email_outbox', 'recipient', buyer)).toBe(2);
  });

  it('attaches a second purchase to the member who already has that e-mail, without a new password', async () => {
    // Both checkouts start before the first is fulfilled (a payment made elsewhere): both reach fulfilment.
    const buyer = email();
    const first = await paidStripeCheckout(buyer);
    const second = await paidStripeCheckout(buyer);
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(first.intent.id))!, {
      sessionSecret: SESSION_SECRET,
    });
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(second.intent.id))!, {
      sessionSecret: SESSION_SECRET,
    });
    expect(await count('public.members', 'email', buyer)).toBe(1);
    // The second browser learns nothing of the account, not even its username.
    expect(await readCredentials(db, second.intent.id, SESSION_SECRET)).toEqual({ status: 'existing-account' });
  });

  it('does not fulfil an unpaid intent or one paid for another amount', async () => {
    const started = await createCheckout(db, stripeProvider(), {
      amount: 9.9,
      email: email(),
      price: PRICE,
      browser: browser(),
    });
    if (!started.ok) throw new Error('refused');
    const unpaid = (await stripeProvider().retrieveIntent(started.paymentIntentId))!;
    expect(await fulfilPayment(db, unpaid, { sessionSecret: SESSION_SECRET })).toEqual({ status: 'not-paid' });
    const tampered = { ...unpaid, status: 'succeeded' as const, amountCents: 50 };
    expect(await fulfilPayment(db, tampered, { sessionSecret: SESSION_SECRET })).toEqual({ status: 'amount-mismatch' });
  });

  it('test mode: the public test cards succeed or decline with Stripe’s messages', async () => {
    const provider = createTestModeProvider(db);
    const started = await createCheckout(db, provider, {
      amount: 9.9,
      email: email(),
      price: PRICE,
      browser: browser(),
    });
    if (!started.ok) throw new Error('refused');
    const expiry = { month: 12, year: 40 };
    expect(
      await confirmTestPayment(
        db,
        { clientSecret: started.clientSecret, cardNumber: TEST_CARDS.declined, expiry },
        PRICE,
      ),
    ).toEqual({
      ok: false,
      status: 402,
      error: 'Your card was declined.',
    });
    expect(
      await confirmTestPayment(
        db,
        {
          clientSecret: started.clientSecret,
          cardNumber: TEST_CARDS.insufficientFunds,
          expiry,
        },
        PRICE,
      ),
    ).toMatchObject({ error: 'Your card has insufficient funds.' });
    expect(
      await confirmTestPayment(
        db,
        { clientSecret: started.clientSecret, cardNumber: TEST_CARDS.success, expiry },
        PRICE,
      ),
    ).toEqual({
      ok: true,
      paymentIntentId: started.paymentIntentId,
    });
    const intent = await provider.retrieveIntent(started.paymentIntentId);
    expect(await fulfilPayment(db, intent!, { sessionSecret: SESSION_SECRET })).toMatchObject({ status: 'fulfilled' });
  });

  it('a file delivered just before a crash is not written again when the message is retried', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(intent.id))!, { sessionSecret: SESSION_SECRET });
    const dir = mkdtempSync(path.join(tmpdir(), 'mail-'));
    const files = createFileMailer(dir, 'shop@example.com');
    // Writes the file, then fails as a process killed before marking the message sent would.
    const crashing: Mailer = {
      kind: 'files',
      send: async (message) => {
        await files.send(message);
        throw new Error('killed before the message was marked sent');
      },
    };
    // Other tests' messages share this outbox; only the buyer's count here.
    const filesForBuyer = () =>
      readdirSync(dir).filter((file) => readFileSync(path.join(dir, file), 'utf8').includes(`To: ${buyer}`));
    await deliverDueEmails({ db, mailer: crashing, content, siteUrl: 'https://reset.example' });
    expect(filesForBuyer()).toHaveLength(2);

    await db.query(sql`update internal.email_outbox set next_attempt_at = now() where recipient = ${buyer}`);
    const retried = await deliverDueEmails({ db, mailer: files, content, siteUrl: 'https://reset.example' });
    expect(retried.sent).toBeGreaterThanOrEqual(2);
    expect(filesForBuyer()).toHaveLength(2);
    expect(readdirSync(dir).filter((file) => file.endsWith('.tmp'))).toEqual([]);
    const unsent = await db.query(
      sql`select 1 from internal.email_outbox where recipient = ${buyer} and sent_at is null`,
    );
    expect(unsent).toHaveLength(0);
  });

  it('keeps a message in the outbox when sending fails and retries it later with backoff', async () => {
    const { intent, buyer } = await paidStripeCheckout();
    await fulfilPayment(db, (await stripeProvider().retrieveIntent(intent.id))!, { sessionSecret: SESSION_SECRET });
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    };
    const firstTry = await deliverDueEmails({ db, mailer: failing, content, siteUrl: 'https://reset.example' });
    expect(firstTry.sent).toBe(0);
    const rows = await db.query<{ attempts: number; delay: number; error: string }>(sql`
      select attempts, extract(epoch from next_attempt_at - now())::int as delay, last_error as error
      from internal.email_outbox where recipient = ${buyer}
    `);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.delay).toBeGreaterThan(retryDelaySeconds(0) - 10);
      expect(row.error).toContain('ECONNREFUSED');
    }
    // Nothing is due yet: a second run sends nothing.
    const mailer = recordingMailer();
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    expect(mailer.sent.filter((message) => message.to === buyer)).toHaveLength(0);

    await db.query(sql`update internal.email_outbox set next_attempt_at = now() where recipient = ${buyer}`);
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    expect(mailer.sent.filter((message) => message.to === buyer)).toHaveLength(2);
    expect(retryDelaySeconds(1)).toBe(2 * retryDelaySeconds(0));
  });
});
