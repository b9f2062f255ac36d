import 'server-only';

import { z } from 'zod';

import { TOO_LARGE_ERROR } from './door.mjs';

/** The API's own bound on a JSON body, within the one on every body (MAX_BODY_BYTES). */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

/** `{ error }`, the words a person reads; `details` (a `reason`, what it needs) never replaces it. */
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

const TOO_LARGE = { ok: false, status: 413, error: TOO_LARGE_ERROR } as const;

/** Refused past `limit` bytes, within the bound of the server in front (scripts/lib/body-limit.mjs) or Vercel. */
export async function readBodyText(request: Request, limit: number = MAX_JSON_BODY_BYTES): Promise<BodyText> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return TOO_LARGE;
  let body: ArrayBuffer;
  try {
    body = await request.arrayBuffer();
  } catch {
    return { ok: false, status: 400, error: 'The request body could not be read.' };
  }
  // Decoded as request.text() would: invalid bytes become U+FFFD and a leading BOM is dropped.
  return body.byteLength > limit ? TOO_LARGE : { ok: true, text: new TextDecoder().decode(body) };
}

/** Reads a JSON body and validates it with `schema`; bad input is a 4xx saying what is wrong. */
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
