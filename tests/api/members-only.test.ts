// Members' GET routes refuse anyone without a live session, whatever the cookie
// and query, and serve the member; a calendar date must be a real day; and the
// credentials of a payment are never shown to a browser that did not pay.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

import { astral, binaryText, longText, tricky, unicodeText } from './support/arbitraries';
import { expectRefusal, wellFormed } from './support/http';
import { MEMBERS_ONLY_GETS } from './support/routes';
import { calendarDay } from './support/rules';
import { useApiServer } from './support/server';

const RUNS = 40;

describe('members-only GET routes', () => {
  const server = useApiServer('members-only', 62);

  it('answer a missing, forged or tampered session with 401', async () => {
    // The session cookie's value alone (the sign-in also sets a hint cookie for the header).
    const real = /(?:^|;\s*)reset_session=([^;]*)/.exec(server.session)?.[1] ?? '';
    expect(real).toMatch(/^Fe26\.2\*/);
    const forged = fc.oneof(
      fc.constant(undefined),
      fc.string({ unit: 'grapheme-ascii', maxLength: 400 }).map((value) => `reset_session=${value}`),
      fc
        .tuple(fc.nat(real.length - 1), fc.constantFrom(...'ABCxyz019-_~*'))
        .filter(([at, char]) => real[at] !== char)
        .map(([at, char]) => `reset_session=${real.slice(0, at)}${char}${real.slice(at + 1)}`),
      binaryText.map((value) => `reset_session=${encodeURIComponent(wellFormed(value))}`),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...MEMBERS_ONLY_GETS), forged, unicodeText, async (pathname, cookie, query) => {
        const text = encodeURIComponent(wellFormed(query));
        expectRefusal(await server.api(`${pathname}?date=${text}&${text}=1`, { method: 'GET', cookie }), 401);
      }),
      { numRuns: RUNS },
    );
  });

  it('serve the signed-in member', async () => {
    const expected: Record<string, string> = {
      '/api/user': 'application/json',
      '/api/tracker': 'application/pdf',
      '/api/tracker/html': 'text/html',
      '/api/guide': 'application/pdf',
      '/api/calendar?date=2030-01-31': 'text/calendar',
    };
    for (const [pathname, type] of Object.entries(expected)) {
      const answer = await server.api(pathname, { method: 'GET', cookie: server.session });
      expect(answer.status, `${pathname}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(answer.contentType).toContain(type);
    }
  });

  it('GET /api/calendar answers any ?date with 400 and a message unless it is a real day', async () => {
    const date = fc.oneof(
      fc
        .date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
        .map((day) => day.toISOString().slice(0, 10)),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      fc.constantFrom('2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '2030-04-31', '2030-13-01', '2030-00-10'),
      tricky,
      unicodeText,
      // Long, but under Node's 16 KB limit on the request line and headers (past it Node answers 431 itself).
      longText.map((text) => text.slice(0, 1_000)),
    );
    await fc.assert(
      fc.asyncProperty(date.map(wellFormed), async (value) => {
        const answer = await server.api(`/api/calendar?date=${encodeURIComponent(value)}`, {
          method: 'GET',
          cookie: server.session,
        });
        const day = calendarDay(value);
        const shown = `${JSON.stringify(value)} is ${day}: ${answer.status} ${answer.text.slice(0, 200)}`;
        if (day === 'real') expect(answer.status, shown).toBe(200);
        else if (day === 'not a day') expectRefusal(answer, 400, 'Choose a date as YYYY-MM-DD.');
        else if (answer.status !== 200) expectRefusal(answer, 400);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET /api/payment-success/:id answers any id it did not issue to this browser with 404', async () => {
    // A payment another browser started and did not pay, besides the buyer's paid one.
    const started = await server.api('/api/create-payment-intent', {
      body: JSON.stringify({ amount: 9.9, email: 'someone-else@example.com' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(started.status, started.text).toBe(200);
    const unpaid = (started.json as { clientSecret: string }).clientSecret.split('_secret_')[0]!;
    const id = fc.oneof(
      fc.stringMatching(/^pi_[A-Za-z0-9_]{6,120}$/),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
      tricky,
      astral,
      // Real ids, paid or not, that this browser (no checkout cookie) did not create.
      fc.constantFrom('pi_test_0000000000', unpaid, ...server.ledger.paidIntents),
    );
    await fc.assert(
      fc.asyncProperty(
        id.map(wellFormed).filter((value) => !['', '.', '..'].includes(value)),
        fc.boolean(),
        async (value, signedIn) => {
          const answer = await server.api(`/api/payment-success/${encodeURIComponent(value)}`, {
            method: 'GET',
            cookie: signedIn ? server.session : undefined,
          });
          expectRefusal(
            answer,
            404,
            'No credentials for this payment here. Please check your email for login details.',
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
