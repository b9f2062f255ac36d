// Every request body is bounded where it enters the server (scripts/lib/body-limit.mjs):
// over 64 KB, declared or streamed, to any path, is refused with 413 before the app
// reads it, and memory does not grow. The JSON routes keep their own 16 KB limit too.
import { readFileSync } from 'node:fs';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';

import { chunkedBody, expectRefusal, expectTooLarge } from './support/http';
import { JSON_ROUTE_PATHS } from './support/routes';
import { useApiServer } from './support/server';

const MEGABYTE = 1024 * 1024;

/** The server process's resident memory, in megabytes. */
function residentMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

describe('oversized bodies', () => {
  const server = useApiServer('oversized', 63, { signedIn: false });

  it('get 413, whether declared in Content-Length or streamed chunked', async () => {
    const megabyte = new Uint8Array(MEGABYTE).fill(0x61);
    for (const pathname of JSON_ROUTE_PATHS) {
      for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
        expectTooLarge(await server.api(pathname, { body, headers: { 'content-type': 'application/json' } }));
      }
    }
    // The Sanity webhook: refused at the door as any other path, signed or not.
    expectTooLarge(await server.api('/api/revalidate', { body: chunkedBody(MEGABYTE), origin: null }));
    const signature = await encodeSignatureHeader('{}', Date.now(), 'not-the-secret');
    for (const body of [megabyte, chunkedBody(MEGABYTE)]) {
      expectTooLarge(
        await server.api('/api/revalidate', { body, headers: { [SIGNATURE_HEADER_NAME]: signature }, origin: null }),
      );
    }
  });

  it('any path, a form route and a page alike, refuses a large body at once without reading it', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const overLimit = new Uint8Array(200 * 1024).fill(0x61);
    const huge = new Uint8Array(64 * MEGABYTE).fill(0x61);
    for (const pathname of ['/api/draft-mode/disable', '/about', '/no-such-page', '/api/logout']) {
      expectTooLarge(await server.api(pathname, { body: overLimit, headers: form }));
      expectTooLarge(await server.api(pathname, { body: chunkedBody(MEGABYTE), headers: form }));
      // Declared far past what the server drops after its 413: answered at once, the connection cut before the rest.
      const started = Date.now();
      const outcome = await server.api(pathname, { body: huge, headers: form }).then(
        (answer) => answer.status,
        (error: Error) => (error.cause as Error).message,
      );
      expect([413, 'fetch failed']).toContain(outcome);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    // Within the limit the same route works as before: a form streamed in chunks arrives whole.
    const exit = await server.api('/api/draft-mode/disable', {
      body: new Blob(['redirect=/about']).stream(),
      headers: form,
    });
    expect(exit.status, exit.text).toBe(303);
    expect(exit.headers.get('location')).toBe('/about');
  });

  it("many large bodies at once leave the server's memory where it was", async () => {
    const before = residentMegabytes(server.pid);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server
          .api('/api/draft-mode/disable', {
            body: chunkedBody(32 * MEGABYTE),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
          .then(
            (answer) => answer.status,
            (error: Error) => (error.cause as Error).message,
          ),
      ),
    );
    for (const answer of answers) expect([413, 'fetch failed']).toContain(answer);
    // 256 MB were sent; the server held at most the limit and the 1 MB it drops after a 413, for each.
    expect(residentMegabytes(server.pid) - before).toBeLessThan(64);
    expectRefusal(await server.api('/api/user', { method: 'GET' }), 401);
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
