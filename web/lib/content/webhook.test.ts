import { createHash } from 'node:crypto';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { MAX_BODY_BYTES } from '../http/door.mjs';
import { verifyContentWebhook, WEBHOOK_MAX_AGE_MS } from './webhook';

const SECRET = 'a-webhook-secret-of-some-length';
const body = JSON.stringify({ _type: 'dietPlan', _id: 'dietPlan.omni' });

async function request(payload: string, header?: string) {
  return new NextRequest('http://localhost/api/revalidate', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', ...(header ? { [SIGNATURE_HEADER_NAME]: header } : {}) },
  });
}

describe('verifyContentWebhook', () => {
  it('accepts a fresh request signed with the secret and returns the document type', async () => {
    const now = Date.now();
    const header = await encodeSignatureHeader(body, now, SECRET);
    expect(await verifyContentWebhook(await request(body, header), SECRET, now)).toEqual({
      ok: true,
      document: { _type: 'dietPlan', _id: 'dietPlan.omni' },
      delivery: {
        sender: 'sanity',
        id: createHash('sha256').update(`${now}.${body}`).digest('base64url'),
        acceptedUntil: new Date(now + WEBHOOK_MAX_AGE_MS),
      },
    });
  });

  it('names a delivery by what the signature covers: the same request again is the same delivery, whatever its other headers', async () => {
    const now = Date.now();
    const header = await encodeSignatureHeader(body, now, SECRET);
    const first = await verifyContentWebhook(await request(body, header), SECRET, now);
    const replay = await verifyContentWebhook(
      new NextRequest('http://localhost/api/revalidate', {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain', 'idempotency-key': 'made-up', [SIGNATURE_HEADER_NAME]: header },
      }),
      SECRET,
      now + 1000,
    );
    const nextEdit = await verifyContentWebhook(
      await request(body, await encodeSignatureHeader(body, now + 1, SECRET)),
      SECRET,
      now + 1000,
    );
    const otherDocument = JSON.stringify({ _type: 'dietPlan', _id: 'dietPlan.keto' });
    const other = await verifyContentWebhook(
      await request(otherDocument, await encodeSignatureHeader(otherDocument, now, SECRET)),
      SECRET,
      now,
    );
    const ids = [first, replay, nextEdit, other].map((result) => {
      if (!result.ok) throw new Error(result.error);
      return result.delivery.id;
    });
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses a request without a signature with 401', async () => {
    expect(await verifyContentWebhook(await request(body), SECRET)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a request signed with another secret with 401', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), 'some-other-secret-entirely');
    expect(await verifyContentWebhook(await request(body, header), SECRET)).toEqual({
      ok: false,
      status: 401,
      error: 'Invalid webhook signature.',
    });
  });

  it('refuses a body changed after signing with 401', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), SECRET);
    const tampered = body.replace('dietPlan.omni', 'dietPlan.keto');
    expect(await verifyContentWebhook(await request(tampered, header), SECRET)).toMatchObject({ status: 401 });
  });

  it('refuses a correctly signed request older than five minutes with 401', async () => {
    const now = Date.now();
    const header = await encodeSignatureHeader(body, now - WEBHOOK_MAX_AGE_MS - 1000, SECRET);
    expect(await verifyContentWebhook(await request(body, header), SECRET, now)).toEqual({
      ok: false,
      status: 401,
      error: 'Stale webhook signature.',
    });
  });

  it('answers 400 when the signed body names no document type', async () => {
    const payload = JSON.stringify({ _id: 'x' });
    const header = await encodeSignatureHeader(payload, Date.now(), SECRET);
    expect(await verifyContentWebhook(await request(payload, header), SECRET)).toMatchObject({ status: 400 });
  });

  it('answers a signed body of only spaces as not JSON (400), like every other route', async () => {
    for (const payload of [' ', '\n', '\t ']) {
      const header = await encodeSignatureHeader(payload, Date.now(), SECRET);
      expect(await verifyContentWebhook(await request(payload, header), SECRET)).toEqual({
        ok: false,
        status: 400,
        error: 'Request body must be valid JSON.',
      });
    }
  });

  it('refuses a body over the size limit with 413, however it is signed', async () => {
    const payload = JSON.stringify({ _type: 'dietPlan', padding: 'x'.repeat(MAX_BODY_BYTES) });
    const header = await encodeSignatureHeader(payload, Date.now(), SECRET);
    expect(await verifyContentWebhook(await request(payload, header), SECRET)).toMatchObject({
      ok: false,
      status: 413,
      error: 'Request body is too large.',
    });
  });

  it('refuses a body that is not JSON under a forged signature with 401, not 400', async () => {
    const header = await encodeSignatureHeader(body, Date.now(), SECRET);
    expect(await verifyContentWebhook(await request('not json', header), SECRET)).toMatchObject({ status: 401 });
  });
});
