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
// in the database (./lib/catch-up.mjs) before requests reach the app.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

import { createAdmission } from './lib/admission.mjs';
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

const app = require('next')({ dev: false, dir: web, port });
await app.prepare();
const handle = app.getRequestHandler();

const admission = createAdmission();
const catchUp = createCatchUp(async () => {
  const answer = await fetch(`http://127.0.0.1:${port}${CATCH_UP_PATH}`, {
    method: 'POST',
    headers: { [CATCH_UP_TOKEN_HEADER]: catchUpToken },
    signal: AbortSignal.timeout(5_000),
  });
  if (!answer.ok) throw new Error(`${CATCH_UP_PATH} answered ${answer.status}`);
  return answer.json();
});

const server = createServer(async (request, response) => {
  const isCatchUp = request.url === CATCH_UP_PATH && request.headers[CATCH_UP_TOKEN_HEADER] === catchUpToken;
  if (!isCatchUp) await catchUp.beforeRequest();
  const client = vouchedClientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  request.headers['x-forwarded-for'] = client;
  const refusal = admission.refusal(request.method, routedPath(request.url), client);
  if (refusal) {
    response.writeHead(refusal.status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'retry-after': '1',
    });
    response.end(JSON.stringify({ error: refusal.error }));
    return;
  }
  handle(request, response);
});

/** The path as the app's router will match it: decoded, without the query. */
function routedPath(url = '/') {
  try {
    return decodeURIComponent(new URL(url, 'http://site').pathname);
  } catch {
    return url;
  }
}
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.listen(port, () => {
  const seenBy = hops === 0 ? 'the connection (no proxy trusted)' : `the proxy ${hops} hop(s) in front`;
  console.log(`client addresses: as seen by ${seenBy}`);
  console.log(`ready on port ${port}`);
});
// As `next start` does.
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
