import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { MAX_JSON_BODY_BYTES, parseJsonBody, readBodyText } from './json';

const schema = z.strictObject({ email: z.string({ error: 'email is required' }) });

const TOO_LARGE = { ok: false, status: 413, error: 'Request body is too large.' };
const CHUNK = 1024;

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/test', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body with no Content-Length, in 1 KB chunks, that counts the chunks pulled. */
function chunkedBody(totalBytes: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled * CHUNK >= totalBytes) return controller.close();
        state.pulled++;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
    },
    // Pull only when the reader asks, so `pulled` counts what was read.
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function errorOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('readBodyText', () => {
  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { stream, state } = chunkedBody(64 * 1024);
    const request = post(stream, { 'content-length': String(64 * 1024) });
    expect(await readBodyText(request)).toEqual(TOO_LARGE);
    expect(state.pulled).toBe(0);
  });

  it('reads a chunked body up to the limit in full', async () => {
    const { stream } = chunkedBody(MAX_JSON_BODY_BYTES);
    const read = await readBodyText(post(stream));
    expect(read).toEqual({ ok: true, text: 'a'.repeat(MAX_JSON_BODY_BYTES) });
  });

  it('decodes UTF-8 split across chunks and drops a leading BOM, as request.text() does', async () => {
    const bytes = new TextEncoder().encode('\uFEFF{"name":"Zoë 🌱"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    expect(await readBodyText(post(stream))).toEqual({ ok: true, text: '{"name":"Zoë 🌱"}' });
  });

  it('answers 400 when the body stream fails mid-way', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Uint8Array.of(0x7b));
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readBodyText(post(stream))).toMatchObject({ ok: false, status: 400 });
  });

  it('treats a request without a body as empty text', async () => {
    expect(await readBodyText(new Request('http://localhost/api/test', { method: 'POST' }))).toEqual({
      ok: true,
      text: '',
    });
  });
});

describe('parseJsonBody', () => {
  it('returns the validated body', async () => {
    expect(await parseJsonBody(post('{"email":"a@example.com"}'), schema)).toEqual({
      ok: true,
      data: { email: 'a@example.com' },
    });
  });

  it.each([
    ['not JSON', 'email=a@example.com', 'Request body must be valid JSON.'],
    ['empty', '', 'Request body must be valid JSON.'],
    ['an array', '[{"email":"a@example.com"}]', 'Request body must be a JSON object.'],
    ['null', 'null', 'Request body must be a JSON object.'],
    ['a string', '"a@example.com"', 'Request body must be a JSON object.'],
    ['missing a field', '{}', 'email is required'],
    [
      'a NUL character, which Postgres text cannot hold',
      '{"email":"a\\u0000@example.com"}',
      'Text must not contain NUL characters.',
    ],
    [
      'a NUL character deep inside an extra field',
      '{"email":"a","x":[{"y":"\\u0000"}]}',
      'Text must not contain NUL characters.',
    ],
  ])('answers 400 with a message for a body that is %s', async (_name, body, error) => {
    const parsed = await parseJsonBody(post(body), schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(await errorOf(parsed.response)).toEqual({ status: 400, body: { error } });
  });

  it('answers 413 for a chunked body over the limit', async () => {
    const parsed = await parseJsonBody(post(chunkedBody(MAX_JSON_BODY_BYTES + 1).stream), schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(await errorOf(parsed.response)).toEqual({ status: 413, body: { error: 'Request body is too large.' } });
    }
  });
});
