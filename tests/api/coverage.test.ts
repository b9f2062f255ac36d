// Every API route is covered by a test in tests/api or a browser test (read from web/app,
// route groups included, so a new route cannot slip past them); state-changing
// routes refuse other sites; an unsupported method is 405, never 5xx.
import { describe, expect, it } from 'vitest';

import { expectRefusal } from './support/http';
import { apiRoutes, COVERED, exportedMethods, SAME_ORIGIN_ONLY } from './support/routes';
import { useApiServer } from './support/server';
import { expectStoredRows, withDatabase } from './support/stored-rows';

it('every API route and method is covered by the API tests', () => {
  expect(apiRoutes().sort()).toEqual([...COVERED].sort());
});

it('the route reader finds a handler however its file exports it', () => {
  const source = [
    'export async function GET(request: Request) {}',
    'export const POST = jsonRoute(contactSchema, async () => {});',
    'export { handler as PUT, DELETE };',
    'export const dynamic = "force-dynamic";',
    'function PATCH() {}',
  ].join('\n');
  expect(exportedMethods(source).sort()).toEqual(['DELETE', 'GET', 'POST', 'PUT']);
});

describe('the API on a server of its own', () => {
  const server = useApiServer('coverage', 65, { signedIn: false });

  it('state-changing routes refuse a cross-site Origin or Sec-Fetch-Site with 403', async () => {
    for (const pathname of SAME_ORIGIN_ONLY) {
      const body = JSON.stringify({ email: 'cross@example.com' });
      const refused = 'Cross-site requests are not allowed.';
      expectRefusal(await server.api(pathname, { body, origin: 'https://evil.example' }), 403, refused);
      expectRefusal(
        await server.api(pathname, { body, origin: null, headers: { 'sec-fetch-site': 'cross-site' } }),
        403,
        refused,
      );
    }
    // A valid message from another site is not stored (the check below finds no row).
    const message = { name: 'Eve', email: 'eve@example.com', subject: 'Hello there', message: 'From another site.' };
    expectRefusal(
      await server.api('/api/contact', { body: JSON.stringify(message), origin: 'http://localhost:1' }),
      403,
    );
  });

  it('unsupported methods get 405, never 5xx', async () => {
    for (const route of COVERED) {
      const [method, pattern] = route.split(' ') as [string, string];
      const pathname = pattern.replace(':paymentIntentId', 'pi_test_0000000000');
      for (const other of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        if (other === method || COVERED.includes(`${other} ${pattern}`)) continue;
        const answer = await server.api(pathname, { method: other, body: other === 'GET' ? undefined : '{}' });
        expect(answer.status, `${other} ${pathname}: ${answer.text.slice(0, 200)}`).toBe(405);
      }
    }
  });

  it('nothing a refused request sent was stored', async () => {
    await server.stop();
    await withDatabase(server.dataDir, (rows) => expectStoredRows(rows, server.ledger, { membersBefore: [] }));
  });
});
