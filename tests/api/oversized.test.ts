// README: every route refuses a body over 16 KB before reading it in full (413),
// whether its size is declared or it is streamed; a webhook's limit is its own.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';

import { chunkedBody, expectRefusal, expectTooLarge } from './support/http';
import { JSON_ROUTE_PATHS } from './support/routes';
import { useApiServer } from './support/server';

const MEGABYTE = 1024 * 1024;

describe('oversized bodies', () => {
  const server = useApiServer('oversized', 63, { signedIn: false });

  it('get 413, whether declared in Content-Length or streamed chunked', async () => {
    const megabyte = new Uint8Array(MEGABYTE).fill(0x61);
    for (const pathname of JSON_ROUTE_PATHS) {
      for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
        expectTooLarge(await server.api(pathname, { body, headers: { 'content-type': 'application/json' } }));
      }
    }
    // The Sanity webhook: unsigned is refused before the body is read; a fresh (forged) signature reads no more than its limit.
    expectRefusal(await server.api('/api/revalidate', { body: chunkedBody(MEGABYTE), origin: null }), 401);
    const signature = await encodeSignatureHeader('{}', Date.now(), 'not-the-secret');
    for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
      expectTooLarge(
        await server.api('/api/revalidate', { body, headers: { [SIGNATURE_HEADER_NAME]: signature }, origin: null }),
      );
    }
  });

  it('a body streamed far past the limit is cut off quickly, and the server goes on answering', async () => {
    // Past the 1 MB the server drops after its 413, a stream is cut off: the client, still sending, reads the
    // 413 or a reset, and quickly (it is never read to its end).
    const started = Date.now();
    const outcome = await server.api('/api/contact', { body: chunkedBody(200 * MEGABYTE) }).then(
      (answer) => answer.status,
      // call() names the request; what fetch itself said is the cause.
      (error: Error) => (error.cause as Error).message,
    );
    expect([413, 'fetch failed']).toContain(outcome);
    expect(Date.now() - started).toBeLessThan(10_000);
    expectRefusal(await server.api('/api/user', { method: 'GET' }), 401);
  });
});
