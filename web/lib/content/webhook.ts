import 'server-only';

import { createHash } from 'node:crypto';

import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { NextRequest } from 'next/server';

import type { WebhookDelivery } from '../db/webhook-deliveries';
import { MAX_BODY_BYTES } from '../http/door.mjs';
import { readBodyText } from '../http/json';

/** Signed requests older than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

export interface ChangedDocument {
  _type: string;
  _id?: string;
}

export type WebhookResult =
  | { ok: true; document: ChangedDocument; delivery: WebhookDelivery }
  | { ok: false; status: 400 | 401 | 413; error: string };

/** The webhook's projection must include `_type` (docs/deploying.md). */
export async function verifyContentWebhook(
  request: NextRequest,
  secret: string,
  now: number = Date.now(),
): Promise<WebhookResult> {
  const header = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!header) return { ok: false, status: 401, error: 'Missing webhook signature.' };

  let timestamp: number;
  try {
    timestamp = decodeSignatureHeader(header).timestamp;
  } catch {
    return { ok: false, status: 401, error: 'Malformed webhook signature.' };
  }
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > WEBHOOK_MAX_AGE_MS) {
    return { ok: false, status: 401, error: 'Stale webhook signature.' };
  }

  // Read only now, and never more than the limit: an unsigned or stale request is refused without reading its body.
  const read = await readBodyText(request, MAX_BODY_BYTES);
  if (!read.ok) return read;
  // The check next-sanity's parseBody makes, on a bounded body and without its wait: the local dataset is
  // consistent at once, and Sanity's webhook fires after the write is visible.
  if (!(await isValidSignature(read.text, header, secret.trim()))) {
    return { ok: false, status: 401, error: 'Invalid webhook signature.' };
  }
  let body: Partial<ChangedDocument> | null;
  try {
    body = JSON.parse(read.text) as Partial<ChangedDocument> | null;
  } catch {
    return { ok: false, status: 400, error: 'Request body must be valid JSON.' };
  }
  const type = body?._type;
  if (typeof type !== 'string' || !/^[A-Za-z][\w.-]{0,99}$/.test(type)) {
    return { ok: false, status: 400, error: 'The webhook body must include the changed document’s _type.' };
  }
  return {
    ok: true,
    document: { _type: type, _id: typeof body?._id === 'string' ? body._id : undefined },
    delivery: signedDelivery(timestamp, read.text),
  };
}

/** Named by exactly what Sanity signs: the other headers (idempotency-key among them) a replay could change freely. */
function signedDelivery(timestamp: number, body: string): WebhookDelivery {
  return {
    sender: 'sanity',
    id: createHash('sha256').update(`${timestamp}.${body}`).digest('base64url'),
    acceptedUntil: new Date(timestamp + WEBHOOK_MAX_AGE_MS),
  };
}
