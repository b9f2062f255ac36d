import { expect } from 'vitest';
import { Agent, fetch as fetchWithAgent, type BodyInit as UndiciBody } from 'undici';

/**
 * Connections are kept alive for one second at most. A connection idle for longer races
 * the server closing it (Node's 5 s keep-alive timeout): on a loaded machine a request
 * sent just then fails with ECONNRESET before the server sees it, which says nothing about
 * the route. Keep-alive itself stays on: without it the server closes the connection after
 * refusing an oversized body early, and the rest of that body fails to send (EPIPE).
 */
const shortKeepAlive = new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 });

/** What a route answered, read in full. */
export interface Answer {
  status: number;
  text: string;
  json: unknown;
  contentType: string;
  headers: Headers;
}

export interface Call {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string | undefined>;
  cookie?: string;
  /** Defaults to the site's own origin, as a browser on the site sends it; null sends none (server to server). */
  origin?: string | null;
}

/** One request, never following redirects, with the body read as text and as JSON when it is JSON. */
export async function call(url: string, { method = 'POST', body, headers = {}, cookie, origin }: Call = {}) {
  const sent: Record<string, string> = {};
  if (origin !== null) sent.origin = origin ?? new URL(url).origin;
  if (cookie) sent.cookie = cookie;
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
  const response = await fetchWithAgent(url, {
    method,
    body: body as UndiciBody | undefined,
    headers: sent,
    redirect: 'manual',
    duplex: 'half',
    dispatcher: shortKeepAlive,
  }).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    // undici says only "fetch failed"; what the connection did is in its cause.
    const cause = error.cause?.code ?? error.cause?.message;
    throw new Error(`${method} ${url}: ${error.message}${cause ? ` (${cause})` : ''}`, { cause: error });
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const answer: Answer = {
    status: response.status,
    text,
    json,
    contentType: response.headers.get('content-type') ?? '',
    headers: response.headers,
  };
  return answer;
}

/** The API contract's refusal (README): a 4xx whose JSON body is `{ error }` saying something; `error` exactly when given. */
export function expectRefusal(answer: Answer, status?: number, error?: string): void {
  const shown = `${answer.status} ${answer.text.slice(0, 300)}`;
  if (status !== undefined) expect(answer.status, shown).toBe(status);
  expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.json, shown).toEqual({ error: error ?? expect.stringMatching(/\S/) });
}

export const TOO_LARGE_MESSAGE = 'Request body is too large.';

export function expectTooLarge(answer: Answer): void {
  expectRefusal(answer, 413, TOO_LARGE_MESSAGE);
}

/** A stream of `bytes` bytes with no Content-Length: fetch sends it chunked. */
export function chunkedBody(bytes: number, fill = 0x61): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(16 * 1024).fill(fill);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** The cookies a response sets, as a Cookie header sends them back. */
export const cookiesOf = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * A string as it arrives over HTTP: fetch encodes it as UTF-8, which turns a lone
 * surrogate into U+FFFD (so encodeURIComponent never throws on it either), and a
 * UTF-8 decoder drops a leading byte-order mark.
 */
export const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

let addressesUsed = 0;
/**
 * A client address of its own for each fuzzed request, so the per-client limits
 * (rate-limits.test.ts) never stand between a body and its verdict.
 */
export const freshClientAddress = () =>
  `10.${(addressesUsed >> 16) & 255}.${(addressesUsed >> 8) & 255}.${addressesUsed++ & 255}`;
