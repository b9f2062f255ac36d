import 'server-only';

import type { z } from 'zod';

/** Bodies larger than this are refused before they are read in full. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it with `schema`. Bad input becomes a 4xx
 * response whose message says what is wrong, never a 500.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.infer<S>>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) return { ok: false, response: jsonError(413, 'Request body is too large.') };

  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    return { ok: false, response: jsonError(413, 'Request body is too large.') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, 'Request body must be valid JSON.') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: jsonError(400, 'Request body must be a JSON object.') };
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid request.';
    return { ok: false, response: jsonError(400, message) };
  }
  return { ok: true, data: result.data };
}
