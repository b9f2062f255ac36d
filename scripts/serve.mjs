#!/usr/bin/env node
// The production build of web/ as a Next.js custom server that, unlike `next start`, overwrites
// X-Forwarded-For with the address it can vouch for, bounds bodies, admits floods and catches up
// with content revalidations.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

import { CATCH_UP_PATH, CATCH_UP_TOKEN_HEADER, clientKey } from '../web/lib/http/door.mjs';
import { createAdmission } from './lib/admission.mjs';
import { boundedRequestClass, declaredBody, refuseTooLarge } from './lib/body-limit.mjs';
import { root } from './lib/build-state.mjs';
import { createCatchUp } from './lib/catch-up.mjs';
import { parseTrustedProxyHops, vouchedClientAddress } from './lib/client-address.mjs';

const web = path.join(root, 'web');
const require = createRequire(path.join(web, 'package.json'));
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

// Read by the catch-up route, so that only this server can call it.
const catchUpToken = randomBytes(32).toString('base64url');
process.env.CONTENT_CATCH_UP_TOKEN = catchUpToken;

// In test mode the test card takes the programme for nothing: this machine only, unless HOST says otherwise.
const testMode = !process.env.STRIPE_SECRET_KEY;
const hosts = process.env.HOST ? [process.env.HOST] : testMode ? ['127.0.0.1', '::1'] : [undefined];
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
    // The first waits for the app to start (configuration checked, database migrated).
    signal: first ? undefined : AbortSignal.timeout(5_000),
  });
  if (!answer.ok) throw new Error(`${CATCH_UP_PATH} answered ${answer.status}`);
  return answer.json();
});

async function serve(request, response) {
  const body = declaredBody(request.headers);
  if (body === 'too-large') return refuseTooLarge(request, response);
  const isCatchUp = request.url === CATCH_UP_PATH && request.headers[CATCH_UP_TOKEN_HEADER] === catchUpToken;
  if (!isCatchUp) await catchUp.beforeRequest();
  const client = vouchedClientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  request.headers['x-forwarded-for'] = client;
  const refusal = admission.refusal(request.method, routedPath(request.url), clientKey(client), request.headers.cookie);
  if (refusal) {
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
  // Longer than a load balancer's idle timeout (60 s on the common ones), so no connection is closed as it is reused.
  server.keepAliveTimeout = 65_000;
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
// Started before the server says where it listens, so a configuration the app refuses is the only story told.
await catchUp.beforeRequest();
const seenBy = hops === 0 ? 'the connection (no proxy trusted)' : `the proxy ${hops} hop(s) in front`;
console.log(`client addresses: as seen by ${seenBy}`);
const where = listening.map((host) => (host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`)).join(' and ');
const why = process.env.HOST
  ? ' (HOST)'
  : testMode
    ? ': this machine only, as payments are in test mode (set HOST to listen elsewhere)'
    : ' (every interface)';
console.log(`listening on ${where}${why}`);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
