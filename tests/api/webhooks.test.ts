// Both webhooks are called server to server and trust only their signature:
// unsigned, malformed, forged, tampered and stale requests are refused, and a
// signed delivery sent again is taken and changes nothing.
import { rmSync } from 'node:fs';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RENDER_WINDOW_MS } from '@/lib/content/revalidations';

import { createMemberBeforeStart } from '../support/offline-member';
import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../support/own-server';
import { readSeed } from '../support/seed';
import { rawBody, unicodeText } from './support/arbitraries';
import { BODY_MESSAGES } from './support/body';
import { call, chunkedBody, expectRefusal, expectTooLarge } from './support/http';
import { REVALIDATE_SECRET, useApiServer } from './support/server';
import { withDatabase } from './support/stored-rows';

const RUNS = 40;
const MEGABYTE = 1024 * 1024;

/** The document types editors have: a signed change to any of them must be taken. */
const DOCUMENT_TYPES = [...new Set(readSeed().map((doc) => doc._type))];

/** The embedded configuration: the Sanity webhook with a known secret, and no Stripe. */
const server = useApiServer('webhooks', 64, { signedIn: false });

describe('POST /api/revalidate', () => {
  const maxAge = 5 * 60 * 1000;
  const payload = fc
    .oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc
        .record({ _type: fc.oneof(fc.constantFrom(...DOCUMENT_TYPES), unicodeText), _id: unicodeText })
        .map((value) => JSON.stringify(value)),
      unicodeText,
    )
    // A UTF-8 decoder drops a leading byte-order mark, so the signature would not be over what is read.
    .filter((text) => text.length > 0 && !text.startsWith('\ufeff'));

  it('refuses unsigned, malformed, forged, tampered and stale requests with 401', async () => {
    type Attack = 'unsigned' | 'junk' | 'forged' | 'tampered' | 'stale' | 'future';
    const attack = fc.constantFrom<Attack>('unsigned', 'junk', 'forged', 'tampered', 'stale', 'future');
    await fc.assert(
      fc.asyncProperty(
        payload,
        attack,
        fc.string({ maxLength: 120 }),
        fc.integer({ min: 1_000, max: 365 * 24 * 3600 * 1000 }),
        async (body, kind, junk, drift) => {
          if (kind === 'forged' && junk === REVALIDATE_SECRET) return;
          const headers: Record<string, string | undefined> = { 'content-type': 'application/json' };
          let sent = body;
          if (kind === 'junk') headers[SIGNATURE_HEADER_NAME] = `t=${junk}`;
          if (kind === 'forged')
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), junk || 'x');
          if (kind === 'tampered') {
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), REVALIDATE_SECRET);
            sent = body.length > 1 ? body.slice(1) : `${body} `;
          }
          if (kind === 'stale' || kind === 'future') {
            const at = Date.now() + (kind === 'stale' ? -(maxAge + drift) : maxAge + drift);
            headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, at, REVALIDATE_SECRET);
          }
          expectRefusal(await server.api('/api/revalidate', { body: sent, headers, origin: null }), 401);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('takes a signed change to any document type, and refuses a signed body that names none with 400', async () => {
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const signature = await encodeSignatureHeader(body, Date.now(), REVALIDATE_SECRET);
        const answer = await server.api('/api/revalidate', {
          body,
          headers: { [SIGNATURE_HEADER_NAME]: signature, 'content-type': 'application/json' },
          origin: null,
        });
        let type: unknown;
        try {
          type = (JSON.parse(body) as { _type?: unknown } | null)?._type;
        } catch {
          return expectRefusal(answer, 400, BODY_MESSAGES.notJson);
        }
        const revalidated = { revalidated: true, tags: [`sanity:${String(type)}`] };
        if (typeof type === 'string' && DOCUMENT_TYPES.includes(type)) {
          expect(answer.status, answer.text).toBe(200);
          expect(answer.json).toEqual(revalidated);
        } else if (typeof type !== 'string' || type.trim() === '') {
          expectRefusal(answer, 400);
        } else if (answer.status === 200) {
          // A type this site does not know (yet): taking it, or refusing it, are both fine.
          expect(answer.json).toEqual(revalidated);
        } else {
          expectRefusal(answer, 400);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('POST /api/revalidate/catch-up', () => {
  it('is the serving process’s alone: 404 without its token, with a made-up one, or with another method', async () => {
    const tokens = [undefined, '', 'x'.repeat(43), 'a'.repeat(200)];
    for (const token of tokens) {
      const headers = token === undefined ? {} : { 'x-content-catch-up': token };
      const answer = await server.api('/api/revalidate/catch-up', { body: '{}', headers, origin: null });
      expect(answer.status, `token ${JSON.stringify(token)}`).toBe(404);
    }
  });
});

describe('POST /api/webhooks/stripe', () => {
  const stripePort = Number(process.env.E2E_PORT ?? 3100) + 61;
  const webhookSecret = 'whsec_abuse_0123456789abcdef';
  const stripe = new Stripe('sk_test_abuse_not_used', { telemetry: false });
  let stripeServer: OwnServer | undefined;

  afterAll(() => stopOwnServer(stripeServer));

  it('answers 404 to anything while Stripe is not configured', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawBody({ id: fc.string(), type: fc.string() }, fc.constant({})),
        fc.string(),
        async (body, sig) => {
          const answer = await server.api('/api/webhooks/stripe', {
            body,
            headers: { 'stripe-signature': sig },
            origin: null,
          });
          expectRefusal(answer, 404, 'Stripe is not configured.');
        },
      ),
      { numRuns: 10 },
    );
  });

  it('in test mode, Stripe’s Pay is not there: 404', async () => {
    const answer = await server.api('/api/payments/confirm', {
      body: JSON.stringify({ paymentIntentId: 'pi_3Abc123Def456', confirmationToken: 'ctoken_1Abc123Def456' }),
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(answer, 404, 'Stripe is not configured: pay with the test card.');
  });

  describe('with Stripe configured', () => {
    const stripeDir = `${server.dataDir}-stripe`;
    /** Bought before the server started: its order is what the refund and dispute below act on. */
    const buyer = { username: 'api-webhooks-buyer', email: 'api-webhooks-buyer@example.com' };
    const paidIntent = 'pi_webhooks_bought_before';

    beforeAll(async () => {
      rmSync(stripeDir, { recursive: true, force: true });
      createMemberBeforeStart(stripeDir, buyer);
      await withDatabase(stripeDir, (rows) =>
        rows(`
          insert into public.orders (payment_intent_id, member_id, email, amount_cents, currency)
          select '${paidIntent}', id, email, 990, 'eur' from public.members where username = '${buyer.username}'
        `),
      );
      stripeServer = startOwnServer({
        port: stripePort,
        dataDir: stripeDir,
        env: {
          // Signatures are checked locally; no call reaches Stripe's API in these tests.
          STRIPE_SECRET_KEY: 'sk_test_abuse_not_used',
          NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abuse_not_used',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          SESSION_SECRET: 'abuse-session-secret-0123456789abcdef',
          SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
        },
      });
      await waitUntilUp(stripeServer);
    }, 180_000);

    const hook = (body: BodyInit, headers: Record<string, string | undefined> = {}) =>
      call(`${stripeServer!.url}/api/webhooks/stripe`, {
        body,
        headers: { 'content-type': 'application/json', ...headers },
        origin: null,
      });
    const sign = (payload: string, secret = webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    it('refuses unsigned, malformed, forged, tampered and stale events with 400, and oversized ones with 413', async () => {
      // A correctly signed event the shop does not act on is acknowledged, so Stripe stops retrying.
      const ignored = JSON.stringify({
        id: 'evt_abuse',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const accepted = await hook(ignored, { 'stripe-signature': sign(ignored) });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.json).toEqual({ received: true, ignored: 'customer.created' });

      type Attack = 'unsigned' | 'junk' | 'forged' | 'tampered' | 'stale';
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
            fc
              .record({
                id: fc.string(),
                object: fc.constant('event'),
                type: fc.constantFrom('payment_intent.succeeded', 'charge.refunded'),
              })
              .map((value) => JSON.stringify({ ...value, data: { object: { id: 'pi_abuse', amount: 990 } } })),
            unicodeText,
          ),
          fc.constantFrom<Attack>('unsigned', 'junk', 'forged', 'tampered', 'stale'),
          fc.string({ maxLength: 120 }),
          fc.integer({ min: 301, max: 365 * 24 * 3600 }),
          async (body, kind, junk, age) => {
            if (kind === 'forged' && `whsec_${junk}` === webhookSecret) return;
            let signature: string | undefined;
            let sent = body;
            if (kind === 'junk') signature = junk;
            if (kind === 'forged') signature = sign(body, `whsec_${junk}`);
            if (kind === 'tampered') {
              signature = sign(body);
              sent = `${body} `;
            }
            if (kind === 'stale') signature = sign(body, webhookSecret, Math.floor(Date.now() / 1000) - age);
            const answer = await hook(sent, { 'stripe-signature': signature });
            expectRefusal(
              answer,
              400,
              signature?.trim() ? 'Invalid or stale Stripe signature.' : 'Missing Stripe signature.',
            );
          },
        ),
        { numRuns: RUNS },
      );

      expectTooLarge(await hook(new Uint8Array(MEGABYTE).fill(0x61), { 'stripe-signature': sign('{}') }));
      expectTooLarge(await hook(chunkedBody(MEGABYTE), { 'stripe-signature': sign('{}') }));
    }, 180_000);

    it('Pay refuses bad input with 400, and pays nothing for an intent this browser did not start', async () => {
      const pay = (body: unknown) =>
        call(`${stripeServer!.url}/api/payments/confirm`, {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      expectRefusal(await pay({ paymentIntentId: 'nope' }), 400, 'This payment could not be found.');
      expectRefusal(
        await pay({ paymentIntentId: 'pi_3Abc123Def456', confirmationToken: 'pm_card_visa' }),
        400,
        'The payment details could not be read. Please enter them again.',
      );
      // No call reaches Stripe: the checkout is looked up first.
      expectRefusal(
        await pay({ paymentIntentId: 'pi_3Abc123Def456', confirmationToken: 'ctoken_1Abc123Def456' }),
        404,
        'This payment could not be found. Please start again.',
      );
    });

    it('acts on each event once: a replayed event is taken with 200 and does nothing', async () => {
      const event = (id: string, type: string, object: Record<string, unknown>) =>
        JSON.stringify({ id, object: 'event', type, data: { object } });
      const paid = event('evt_webhooks_paid', 'payment_intent.succeeded', {
        id: 'pi_webhooks_no_checkout',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 990,
        amount_received: 990,
        currency: 'eur',
      });
      const refund = event('evt_webhooks_refund', 'charge.refunded', {
        id: 'ch_webhooks',
        object: 'charge',
        refunded: true,
        payment_intent: paidIntent,
      });
      const dispute = event('evt_webhooks_dispute', 'charge.dispute.created', {
        id: 'dp_webhooks',
        object: 'dispute',
        payment_intent: paidIntent,
      });
      const signatures = new Map([paid, refund, dispute].map((payload) => [payload, sign(payload)]));
      const deliver = async (payload: string, signature = signatures.get(payload)) => {
        const answer = await hook(payload, { 'stripe-signature': signature });
        expect(answer.status, answer.text).toBe(200);
        return answer.json;
      };
      const replayed = { received: true, replayed: true };

      expect(await deliver(paid)).toEqual({ received: true, outcome: 'unknown-checkout' });
      expect(await deliver(paid)).toEqual(replayed);
      expect(await deliver(refund)).toEqual({ received: true, outcome: 'revoked' });
      expect(await deliver(dispute)).toEqual({ received: true, outcome: 'revoked' });
      // The refund captured and sent again, as it was or with more in its header than Stripe signs.
      expect(await deliver(refund)).toEqual(replayed);
      expect(await deliver(refund, `${signatures.get(refund)},v0=${'0'.repeat(64)}`)).toEqual(replayed);
      // Stripe's own retry of an event taken (the same id, signed anew) is taken as done too.
      expect(await deliver(dispute, sign(dispute, webhookSecret, Math.floor(Date.now() / 1000) + 1))).toEqual(replayed);

      await stopOwnServer(stripeServer);
      await withDatabase(stripeDir, async (rows) => {
        // The replayed refund did not run again: the dispute that came after it still stands.
        expect(await rows(`select status from public.orders where payment_intent_id = '${paidIntent}'`)).toEqual([
          { status: 'disputed' },
        ]);
        const deliveries = await rows<{ id: string }>(`
          select delivery_id as id from internal.webhook_deliveries
          where sender = 'stripe' and delivery_id like 'evt_webhooks_%' order by delivery_id
        `);
        expect(deliveries.map((row) => row.id)).toEqual([
          'evt_webhooks_dispute',
          'evt_webhooks_paid',
          'evt_webhooks_refund',
        ]);
      });
    });
  });
});

describe('a replayed content webhook', () => {
  const body = JSON.stringify({ _type: 'aboutPage', _id: 'aboutPage' });
  const revalidated = { revalidated: true, tags: ['sanity:aboutPage'] };
  const send = async (signature: string, headers: Record<string, string> = {}) => {
    const answer = await server.api('/api/revalidate', {
      body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature, ...headers },
      origin: null,
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.json;
  };
  /** How the page that shows the document was served: HIT from the cache, or rendered afresh. */
  const aboutPage = async () => (await fetch(`${server.baseURL}/about`)).headers.get('x-nextjs-cache');

  /** Asks for the page until `served` says yes; returns when it was asked for. */
  async function waitForPage(served: (cache: string | null, askedAt: number) => boolean): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const askedAt = Date.now();
      if (served(await aboutPage(), askedAt)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('/about was not served as the test waited for.');
  }

  /**
   * A change expires the page at once, and once more at the first catch-up
   * RENDER_WINDOW_MS after it: waits until the page is cached again after
   * that second expiry. The first expiry's render is cached again long before
   * half that window, so a miss after it is the second.
   */
  async function cachedAfterChange(sentAt: number) {
    await waitForPage((cache) => cache === 'HIT');
    await waitForPage((cache, askedAt) => cache !== 'HIT' && askedAt >= sentAt + RENDER_WINDOW_MS / 2);
    await waitForPage((cache) => cache === 'HIT');
  }

  it('is taken with 200 and changes nothing: the page stays cached and no revalidation is recorded', async () => {
    const first = await encodeSignatureHeader(body, Date.now(), REVALIDATE_SECRET);
    expect(await send(first)).toEqual(revalidated);
    // npm run content:watch signs each edit when it is made: the same change signed anew counts again.
    const nextEdit = await encodeSignatureHeader(body, Date.now() + 1, REVALIDATE_SECRET);
    const sentAt = Date.now();
    expect(await send(nextEdit)).toEqual(revalidated);
    const lastCountedAt = Date.now();
    expect(await aboutPage()).not.toBe('HIT');
    await cachedAfterChange(sentAt);

    for (const signature of [first, nextEdit, first, nextEdit]) {
      expect(await send(signature)).toEqual({ revalidated: false, replayed: true });
      expect(await aboutPage()).toBe('HIT');
    }
    // The unsigned headers are the sender's to change: they make no new delivery.
    expect(await send(first, { 'idempotency-key': 'a-new-one' })).toEqual({ revalidated: false, replayed: true });
    expect(await aboutPage()).toBe('HIT');

    await server.stop();
    await withDatabase(server.dataDir, async (rows) => {
      const [row] = await rows<{ at: Date }>(
        "select revalidated_at as at from internal.content_revalidations where tag = 'sanity:aboutPage'",
      );
      expect(row!.at.getTime()).toBeLessThanOrEqual(lastCountedAt);
    });
  });
});
