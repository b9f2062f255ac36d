#!/usr/bin/env node
// Serves the existing production build of web/ on PORT (default 3000): what
// `npm start` runs once the build is current.
//
// Next.js's own `next start` hands the app a client's X-Forwarded-For as the
// caller's address when the client sent one, so anybody could say where they
// come from and walk around every per-client limit. This server replaces the
// header with the one address it can vouch for (./lib/client-address.mjs);
// the rest is Next.js's documented custom server.
//
// It also has each process catch up with the content revalidations recorded
// in the database (./lib/catch-up.mjs) before requests reach the app, bounds
// every request body (./lib/body-limit.mjs), and admits the endpoints a flood
// would use per client before they cost the app anything (./lib/admission.mjs).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

import { clientKey } from '../web/lib/http/client-key.mjs';
import { createAdmission } from './lib/admission.mjs';
import { boundedRequestClass, declaredBody, refuseTooLarge } from './lib/body-limit.mjs';
import { root } from './lib/build-state.mjs';
import { CATCH_UP_PATH, CATCH_UP_TOKEN_HEADER, createCatchUp } from './lib/catch-up.mjs';
import { parseTrustedProxyHops, vouchedClientAddress } from './lib/client-address.mjs';

const web = path.join(root, 'web');
const require = createRequire(path.join(web, 'package.json'));
// Where `next start` runs: the site resolves its own files from here.
process.chdir(web);
// web/.env* as `next start` reads them, before this server reads its own settings.
require('@next/env').loadEnvConfig(web, false, { info: () => {}, error: console.error });

let hops;
try {
  hops = parseTrustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const port = Number(process.env.PORT || 3000);

/**
 * How long an idle keep-alive connection stays open: longer than a load
 * balancer's or a client's own idle timeout (60 s on the common ones), so the
 * server never closes a connection at the moment the other side reuses it
 * (Node's 5 s default makes that race an occasional ECONNRESET or 502).
 */
const KEEP_ALIVE_MS = 65_000;

// Read by the catch-up route, so that only this server can call it.
const catchUpToken = randomBytes(32).toString('base64url');
process.env.CONTENT_CATCH_UP_TOKEN = catchUpToken;

/**
 * Where to listen: HOST when it is set; else, in test mode (no
 * STRIPE_SECRET_KEY), this machine only, since there the test card takes the
 * programme for nothing; else every interface, as `next start` does.
 */
const hosts = process.env.HOST
  ? [process.env.HOST]
  : process.env.STRIPE_SECRET_KEY
    ? [undefined]
    : ['127.0.0.1', '::1'];
/** Where this process reaches itself: the first address it listens on (the IPv4 loopback for every interface). */
const ownHost = hosts[0] === undefined || ['0.0.0.0', '::'].includes(hosts[0]) ? '127.0.0.1' : hosts[0];
const ownOrigin = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`;

const app = require('next')({ dev: false, dir: web, port });
await app.prepare();
const handle = app.getRequestHandler();

const admission = createAdmission();
const catchUp = createCatchUp(async (first) => {
  const answer = await fetch(`${ownOrigin}${CATCH_UP_PATH}`, {
    method: 'POST',
    headers: { [CATCH_UP_TOKEN_HEADER]: catchUpToken },
    // The first is the app's first request, which waits for the app to start (configuration checked, database
    // opened and migrated): a time no catch-up's bound is meant for.
    signal: first ? undefined : AbortSignal.timeout(5_000),
  });
  if (!answer.ok) throw new Error(`${CATCH_UP_PATH} answered ${answer.status}`);
  return answer.json();
});

/**
 * A request goes to the app only within the body limit and past the admission;
 * a streamed body only once it has arrived whole. Everything else is answered here.
 */
async function serve(request, response) {
  const body = declaredBody(request.headers);
  if (body === 'too-large') return refuseTooLarge(request, response);
  const isCatchUp = request.url === CATCH_UP_PATH && request.headers[CATCH_UP_TOKEN_HEADER] === catchUpToken;
  if (!isCatchUp) await catchUp.beforeRequest();
  const client = vouchedClientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  request.headers['x-forwarded-for'] = client;
  const refusal = admission.refusal(request.method, routedPath(request.url), clientKey(client), request.headers.cookie);
  if (refusal) {
    // A page's refusal is read by a person; the API's by the page that called it.
    const page = request.method === 'GET' || request.method === 'HEAD';
    response.writeHead(refusal.status, {
      'content-type': page ? 'text/plain; charset=utf-8' : 'application/json',
      'cache-control': 'no-store',
      'retry-after': String(refusal.retryAfterSeconds),
    });
    response.end(page ? refusal.error : JSON.stringify({ error: refusal.error }));
    return;
  }
  if (body === 'streamed') {
    const arrival = await request.bodyArrival;
    if (arrival === 'too-large') return refuseTooLarge(request, response);
    if (arrival === 'aborted') return;
  }
  handle(request, response);
}

/** The path as the app's router will match it: decoded, without the query. */
function routedPath(url = '/') {
  try {
    return decodeURIComponent(new URL(url, 'http://site').pathname);
  } catch {
    return url;
  }
}
function listen(host) {
  const server = createServer({ IncomingMessage: boundedRequestClass() }, serve);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A client that asks before sending its body is told at once when the body it declares is too large.
  server.on('checkContinue', (request, response) => {
    if (declaredBody(request.headers) === 'too-large') return refuseTooLarge(request, response);
    response.writeContinue();
    return serve(request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(host ?? '*'));
  });
}

const listening = [];
for (const host of hosts) {
  try {
    listening.push(await listen(host));
  } catch (error) {
    // A machine without IPv6 has no ::1; the IPv4 loopback is enough.
    if (host === '::1' && listening.length > 0 && error.code === 'EADDRNOTAVAIL') continue;
    console.error(`Cannot listen on ${host ?? '*'}:${port}: ${error.message}`);
    process.exit(1);
  }
}
// The app's first request waits for it to start (instrumentation.ts): this catch-up, before the server says where it
// listens, so that a configuration the app refuses is the only story told and no visitor waits for the start.
await catchUp.beforeRequest();
const seenBy = hops === 0 ? 'the connection (no proxy trusted)' : `the proxy ${hops} hop(s) in front`;
console.log(`client addresses: as seen by ${seenBy}`);
const where = listening.map((host) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)).join(' and ');
const why = process.env.HOST
  ? ' (HOST)'
  : process.env.STRIPE_SECRET_KEY
    ? ' (every interface)'
    : ': this machine only, as payments are in test mode (set HOST to listen elsewhere)';
console.log(`listening on ${where}${why}`);
// As `next start` does.
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
