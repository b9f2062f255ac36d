import 'server-only';

import { decodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { parseBody } from 'next-sanity/webhook';
import type { NextRequest } from 'next/server';

/** Signed requests older than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

export interface ChangedDocument {
  _type: string;
  _id?: string;
}

export type WebhookResult = { ok: true; document: ChangedDocument } | { ok: false; status: 400 | 401; error: string };

/**
 * Verifies a Sanity webhook (the `sanity-webhook-signature` header over the raw
 * body) and returns the changed document's type. The webhook's projection must
 * include `_type`; see the README's deployment guide.
 */
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

  let parsed: Awaited<ReturnType<typeof parseBody<ChangedDocument>>>;
  try {
    // No wait: the local dataset is consistent at once, and Sanity's webhook fires after the write is visible.
    parsed = await parseBody<ChangedDocument>(request, secret, false);
  } catch {
    return { ok: false, status: 400, error: 'Request body must be valid JSON.' };
  }
  if (!parsed.isValidSignature) return { ok: false, status: 401, error: 'Invalid webhook signature.' };
  const type = parsed.body?._type;
  if (typeof type !== 'string' || !/^[A-Za-z][\w.-]{0,99}$/.test(type)) {
    return { ok: false, status: 400, error: 'The webhook body must include the changed document’s _type.' };
  }
  return {
    ok: true,
    document: { _type: type, _id: typeof parsed.body?._id === 'string' ? parsed.body._id : undefined },
  };
}
