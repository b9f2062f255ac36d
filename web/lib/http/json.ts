import 'server-only';

import { z } from 'zod';

/** Bodies larger than this are refused before they are read in full. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

/**
 * The API's refusal: `{ error }`, the words a person reads. `details` adds what a
 * client acts on when one status covers several refusals (a `reason` naming which,
 * and what it needs to go on); it never replaces `error`.
 */
export function jsonError(
  status: number,
  error: string,
  headers?: HeadersInit,
  details?: Record<string, unknown> & { error?: never },
): Response {
  return Response.json({ error, ...details }, { status, headers });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

export type BodyText = { ok: true; text: string } | { ok: false; status: 400 | 413; error: string };

const TOO_LARGE = { ok: false, status: 413, error: 'Request body is too large.' } as const;

/**
 * How much of a refused body is still read, and dropped, after the 413: a client
 * still sending when the server closes the connection gets a reset instead of the
 * answer. A body that goes on past this has its connection cut.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads the body as UTF-8 text, but never holds more than `limit` bytes: a declared
 * Content-Length over the limit is refused at once, and a body without one
 * (chunked) as soon as more than `limit` bytes have arrived.
 */
export async function readBodyText(request: Request, limit: number = MAX_JSON_BODY_BYTES): Promise<BodyText> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return TOO_LARGE;
  if (!request.body) return { ok: true, text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limit) {
        void discardRest(reader);
        return TOO_LARGE;
      }
      chunks.push(value);
    }
  } catch {
    // The client went away mid-body.
    return { ok: false, status: 400, error: 'The request body could not be read.' };
  }
  // Decoded as request.text() would: invalid bytes become U+FFFD and a leading BOM is dropped.
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

/** Reads what is left of a refused body without keeping it, and cancels it past DISCARD_LIMIT_BYTES. */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_LIMIT_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/**
 * Reads a JSON body and validates it with `schema`. Bad input becomes a 4xx
 * response whose message says what is wrong, never a 500.
 */
export async function parseJsonBody<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  options: { nameField?: boolean } = {},
): Promise<Parsed<z.infer<S>>> {
  const read = await readBodyText(request);
  if (!read.ok) return { ok: false, response: jsonError(read.status, read.error) };

  let body: unknown;
  let hasNul = false;
  try {
    body = JSON.parse(read.text, (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('\u0000')) hasNul = true;
      return value;
    });
  } catch {
    return { ok: false, response: jsonError(400, 'Request body must be valid JSON.') };
  }
  // Postgres text cannot hold U+0000: refuse it here rather than fail at the database with a 503.
  if (hasNul) return { ok: false, response: jsonError(400, 'Text must not contain NUL characters.') };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: jsonError(400, 'Request body must be a JSON object.') };
  }
  const result = z.safeParse(schema, body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue?.message ?? 'Invalid request.';
    const field = issue?.path[0];
    const details = options.nameField && typeof field === 'string' ? { field } : undefined;
    return { ok: false, response: jsonError(400, message, undefined, details) };
  }
  return { ok: true, data: result.data };
}
