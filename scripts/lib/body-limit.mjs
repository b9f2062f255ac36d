import { IncomingMessage } from 'node:http';

/**
 * One bound on every request body, kept where a request enters the server, so
 * that no route can forget it: the largest body the site takes (a contact
 * message, a signed webhook) is a few kilobytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * How much of a refused body is still read, and dropped, after the 413: a
 * client still sending when the server closes the connection gets a reset
 * instead of the answer. A body that goes on past this has its connection cut.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

export const TOO_LARGE_ERROR = 'Request body is too large.';

/**
 * What the server knows of a request's body from its head: none, declared
 * within the limit (the HTTP parser reads no more than Content-Length), declared
 * over it, or streamed (chunked), whose size shows only as it arrives.
 */
export function declaredBody(headers, limit = MAX_BODY_BYTES) {
  if (headers['transfer-encoding'] !== undefined) return 'streamed';
  const length = Number(headers['content-length'] ?? 0);
  if (!(length > 0)) return 'none';
  return length > limit ? 'too-large' : 'within';
}

/**
 * The server's request class (`createServer({ IncomingMessage })`): it counts
 * the body as the HTTP parser hands it over, and `bodyArrival` says how a
 * streamed body ended before anybody reads it: 'complete' (every byte is
 * held, at most `limit` of them), 'too-large' as soon as it passes the limit,
 * or 'aborted' if the client went away. A reader handed a complete body never
 * waits on the client, and a body past the limit is never held.
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

/**
 * Answers 413 without handing the request on, and drops what the client still
 * sends, up to DISCARD_LIMIT_BYTES: past that, the connection is cut. So the
 * answer says `Connection: close`, and no client sends another request on it.
 * It is sent whole at once but ended only once the body is dropped, since
 * ending it closes the connection.
 */
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
