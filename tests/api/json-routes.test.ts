// Every JSON route a browser posts to is fed random bodies (fast-check) and must
// answer as the product's rules say (support/rules.ts, written from the product's
// requirements, not from the server's schemas): never 5xx, a refusal is 4xx with a message, and
// afterwards the database holds exactly the rows of the accepted requests.
import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

import { contentType, rawBody } from './support/arbitraries';
import { judgeRawBody } from './support/body';
import { expectOutcome } from './support/expect-outcome';
import { expectRefusal, freshClientAddress, wellFormed } from './support/http';
import { jsonRoutes } from './support/json-routes';
import { JSON_ROUTE_PATHS } from './support/routes';
import { startCheckout, useApiServer } from './support/server';
import { expectStoredRows, withDatabase } from './support/stored-rows';

const RUNS = 40;
let freshCheckouts = 0;

describe('JSON routes answer any body as the product’s rules say', () => {
  const server = useApiServer('json-routes', 60);
  const routes = jsonRoutes({
    ledger: server.ledger,
    member: server.member,
    buyer: { email: server.buyer.email, cookie: () => server.buyer.cookie },
    // A new address each time: once a fresh checkout is paid, its address has access and may not check out again.
    newCheckout: async () =>
      (await startCheckout(server, `fresh-checkout-${++freshCheckouts}@example.com`)).clientSecret,
  });

  it('every JSON route has its rules here', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...JSON_ROUTE_PATHS].sort());
  });

  for (const route of routes) {
    it(`POST ${route.path}: the rules' verdict on any body, 4xx with a message, never 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(
          rawBody(route.fields, route.valid),
          contentType,
          fc.boolean(),
          async (generated, type, withCookie) => {
            const raw = (await route.prepare?.(generated)) ?? generated;
            const cookie = withCookie ? (route.cookie?.() ?? server.session) : undefined;
            // Judged before sending: what was accepted earlier (a known subscriber, a paid intent) decides.
            const expected = judgeRawBody(raw, type, { judge: (body) => route.judge(body, cookie) });
            const answer = await server.api(route.path, {
              body: raw,
              headers: { 'content-type': type, 'x-forwarded-for': freshClientAddress() },
              cookie,
            });
            expectOutcome(answer, expected, raw);
            if (answer.status < 300) route.record?.(JSON.parse(wellFormed(raw)) as Record<string, unknown>, answer);
          },
        ),
        {
          numRuns: RUNS,
          // The rules' edges first, then random bodies.
          examples: route.edges.map(({ body, withCookie = false }): [string, string | undefined, boolean] => [
            JSON.stringify(body),
            'application/json',
            withCookie,
          ]),
        },
      );
    });
  }

  it('POST /api/login is not broken by an absurd X-Forwarded-For', async () => {
    // The address is stored and indexed for throttling: an 8 KB header once made the insert fail (503).
    const answer = await server.api('/api/login', {
      body: JSON.stringify({ username: 'nobody-at-all', password: 'wrong' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomBytes(4_000).toString('hex') },
    });
    expectRefusal(answer, 401);
  });

  it('POST /api/logout ignores any body, ends only its own session, and answers 200', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody({}, fc.constant({})), contentType, fc.boolean(), async (raw, type, signedIn) => {
        const answer = await server.api('/api/logout', {
          body: raw,
          headers: { 'content-type': type },
          cookie: signedIn ? server.sessionToEnd : undefined,
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.json).toEqual({ ok: true });
      }),
      { numRuns: RUNS },
    );
    expectRefusal(await server.api('/api/user', { method: 'GET', cookie: server.sessionToEnd }), 401, 'Not signed in.');
    expect((await server.api('/api/user', { method: 'GET', cookie: server.session })).json).toEqual({
      username: server.member.username,
      email: server.member.email,
    });
  });

  it('the database holds only rows the rules accept, one per accepted request', async () => {
    await server.stop();
    await withDatabase(server.dataDir, async (rows) => {
      await expectStoredRows(rows, server.ledger, { membersBefore: [server.member.username] });
      // The absurd X-Forwarded-For above is not stored whole: no address is longer than 64 characters
      // (an IPv6 address with a zone), and the key is indexed.
      const addresses = await rows<{ key: string }>(
        "select key from internal.rate_limits where bucket = 'login:address'",
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const row of addresses) expect(row.key.length).toBeLessThanOrEqual(64);
    });
  });
});
