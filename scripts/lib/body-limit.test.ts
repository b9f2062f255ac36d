import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

import { afterEach, describe, expect, it } from 'vitest';

import { boundedRequestClass, DISCARD_LIMIT_BYTES, declaredBody, refuseTooLarge } from './body-limit.mjs';

const LIMIT = 1024;

type Bounded = IncomingMessage & { bodyArrival: Promise<'complete' | 'too-large' | 'aborted'> };

/** A server as scripts/serve.mjs makes it, whose app echoes the length of the body it read. */
async function serve() {
  const server = createServer(
    { IncomingMessage: boundedRequestClass(LIMIT) },
    async (request: IncomingMessage, response: ServerResponse) => {
      const body = declaredBody(request.headers, LIMIT);
      if (body === 'too-large') return refuseTooLarge(request, response);
      if (body === 'streamed' && (await (request as Bounded).bodyArrival) === 'too-large') {
        return refuseTooLarge(request, response);
      }
      let length = 0;
      for await (const chunk of request) length += (chunk as Buffer).length;
      response.end(JSON.stringify({ read: length }));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends `chunks` as a chunked body, a little at a time. */
function post(port: number, chunks: Buffer[], headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/', headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    Readable.from(chunks).pipe(request);
  });
}

const bytes = (count: number) => Buffer.alloc(count, 0x61);

/** One request through `agent`, whose keep-alive connection the next request reuses if the server allows. */
function send(agent: Agent, port: number, method: string, body?: Buffer) {
  return new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    const headers = body ? { 'content-length': String(body.length) } : {};
    const request = httpRequest({ agent, port, host: '127.0.0.1', method, path: '/', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('one body limit where requests enter the server', () => {
  let close = () => {};
  afterEach(() => close());

  it('tells a body apart by its head: none, declared within or over the limit, or streamed', () => {
    expect(declaredBody({}, LIMIT)).toBe('none');
    expect(declaredBody({ 'content-length': '0' }, LIMIT)).toBe('none');
    expect(declaredBody({ 'content-length': String(LIMIT) }, LIMIT)).toBe('within');
    expect(declaredBody({ 'content-length': String(LIMIT + 1) }, LIMIT)).toBe('too-large');
    expect(declaredBody({ 'transfer-encoding': 'chunked' }, LIMIT)).toBe('streamed');
  });

  it('hands a streamed body within the limit to the app whole, however many chunks it came in', async () => {
    const { server, port } = await serve();
    close = () => server.close();
    const answer = await post(port, [bytes(400), bytes(400), bytes(LIMIT - 800)]);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ read: LIMIT }) });
  });

  it('refuses a streamed body with 413 once it passes the limit, before the app reads any of it', async () => {
    const { server, port } = await serve();
    close = () => server.close();
    const answer = await post(port, [bytes(600), bytes(600), bytes(600)]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body is too large.' });
  });

  it('refuses a declared body over the limit at once', async () => {
    const { server, port } = await serve();
    close = () => server.close();
    const answer = await post(port, [bytes(LIMIT + 1)], { 'content-length': String(LIMIT + 1) });
    expect(answer.status).toBe(413);
  });

  it('closes the connection after a 413, so that a client never sends its next request on a connection cut', async () => {
    const { server, port } = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    close = () => (agent.destroy(), server.close());
    // Within what the server drops after its 413, and past it (the connection is cut).
    for (const size of [LIMIT * 2, 2 * DISCARD_LIMIT_BYTES]) {
      expect(await send(agent, port, 'POST', bytes(size))).toEqual({ status: 413, connection: 'close' });
      expect(await send(agent, port, 'GET')).toMatchObject({ status: 200 });
    }
  });
});
