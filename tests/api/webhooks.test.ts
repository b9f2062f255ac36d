// Both webhooks are called server to server and trust only their signature:
// unsigned, malformed, forged, tampered and stale requests are refused.
import { rmSync } from 'node:fs';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';

import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../support/own-server';
import { readSeed } from '../support/seed';
import { rawBody, unicodeText } from './support/arbitraries';
import { BODY_MESSAGES } from './support/body';
import { call, chunkedBody, expectRefusal, expectTooLarge } from './support/http';
import { REVALIDATE_SECRET, useApiServer } from './support/server';

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

  it('with Stripe configured, refuses unsigned, malformed, forged, tampered and stale events with 400, and oversized ones with 413', async () => {
    const stripeDir = `${server.dataDir}-stripe`;
    rmSync(stripeDir, { recursive: true, force: true });
    stripeServer = startOwnServer({
      port: stripePort,
      dataDir: stripeDir,
      env: {
        // Signatures are checked locally; no call reaches Stripe's API in this test.
        STRIPE_SECRET_KEY: 'sk_test_abuse_not_used',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abuse_not_used',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        SESSION_SECRET: 'abuse-session-secret-0123456789abcdef',
        SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
      },
    });
    await waitUntilUp(stripeServer);
    const hook = (body: BodyInit, headers: Record<string, string | undefined> = {}) =>
      call(`${stripeServer!.url}/api/webhooks/stripe`, {
        body,
        headers: { 'content-type': 'application/json', ...headers },
        origin: null,
      });
    const sign = (payload: string, secret = webhookSecret, timestamp = Math.floor(Date.now() / 1000)) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

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
    await stopOwnServer(stripeServer);
  }, 180_000);
});
