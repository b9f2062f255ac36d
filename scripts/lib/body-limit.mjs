import { IncomingMessage } from 'node:http';

import { MAX_BODY_BYTES, TOO_LARGE_ERROR } from '../../web/lib/http/door.mjs';

/**
 * How much of a refused body is still read, and dropped, after the 413: a client still
 * sending when the server closes the connection gets a reset instead of the answer.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/** What the head says of the body: none, within the limit (the parser reads no more), over it, or streamed (chunked). */
export function declaredBody(headers, limit = MAX_BODY_BYTES) {
  if (headers['transfer-encoding'] !== undefined) return 'streamed';
  const length = Number(headers['content-length'] ?? 0);
  if (!(length > 0)) return 'none';
  return length > limit ? 'too-large' : 'within';
}

/**
 * The server's request class (`createServer({ IncomingMessage })`): `bodyArrival` says how a
 * streamed body ended before anybody reads it: 'complete' (held whole, at most `limit` bytes),
 * 'too-large' as soon as it passes the limit, or 'aborted'.
 */
export function boundedRequestClass(limit = MAX_BODY_BYTES) {
  return class BoundedRequest extends IncomingMessage {
    #received = 0;
    #settle = () => {};
    bodyArrival = new Promise((resolve) => (this.#settle = resolve));

    constructor(socket) {
      super(socket);
      this.once('close', () => this.#settle('aborted'));
    }

    push(chunk, encoding) {
      if (chunk === null) this.#settle('complete');
      else {
        this.#received += chunk.length;
        if (this.#received > limit) this.#settle('too-large');
      }
      // Within the limit the parser is never asked to pause: a streamed body must arrive whole before the app
      // reads it, and what it holds meanwhile is bounded by the limit.
      return super.push(chunk, encoding) || this.#received <= limit;
    }
  };
}

/** Answers 413 with `Connection: close`, ended only once the body is dropped (past DISCARD_LIMIT_BYTES, cut). */
export function refuseTooLarge(request, response) {
  const answer = JSON.stringify({ error: TOO_LARGE_ERROR });
  response.writeHead(413, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(answer),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.write(answer);
  let discarded = 0;
  request.on('data', (chunk) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) request.socket.destroy();
  });
  request.on('end', () => response.end());
}
