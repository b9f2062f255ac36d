import { describe, expect, it } from 'vitest';

import { FLOOR_LABELS, membersPageMisses, perRequestShares } from './load.mjs';
import { sameLengthText } from './minimal-app.mjs';

const row = (label: string, requestsPerSecond: number, p99Ms = 500) => ({ label, requestsPerSecond, p99Ms });

const api = row('GET /api/user (signed in)', 200);

describe('the members pages budget', () => {
  it('passes a members page with half the requests per second of /api/user and p99 under a second', () => {
    expect(membersPageMisses([api, row('GET /dashboard (signed in)', 100, 999)])).toEqual([]);
  });

  it('flags a members page under half of /api/user, and one whose p99 reaches a second', () => {
    expect(
      membersPageMisses([
        api,
        row('GET /dashboard (signed in)', 99),
        row('GET /product/reset/morning (signed in)', 150, 1000),
      ]),
    ).toEqual([
      "GET /dashboard (signed in): 99 req/s < half of GET /api/user (signed in)'s 200",
      'GET /product/reset/morning (signed in): p99 1000 ms ≥ 1000 ms',
    ]);
  });

  it('does not hold other targets to it', () => {
    expect(membersPageMisses([api, row('GET /', 10, 5000)])).toEqual([]);
  });
});

describe('GET / beside the floor, reported and not budgeted', () => {
  const landing = row('GET /', 400);

  it('sets GET / beside the minimal page and beside a minimal page as long as it', () => {
    const text = perRequestShares([
      row(FLOOR_LABELS.page, 2000),
      row(FLOOR_LABELS.sameLength, 500),
      row(FLOOR_LABELS.perRequest, 240),
      row(FLOOR_LABELS.routeHandler, 680),
      api,
      landing,
    ]);
    expect(text).toContain('GET / as a share of the minimal static page: 20 %\n');
    expect(text).toContain('GET / as a share of the minimal page as long as it, in its characters: 80 %\n');
  });

  it('makes the long page of the landing page’s own words, at half its length less the shell', () => {
    const html = `<html><head><style>.a{}</style></head><body><p>Reset for €9.90 – “today”</p>${'<i></i>'.repeat(2000)}<script>self.x=1</script></body></html>`;
    const text = sameLengthText(html, 1000);
    expect(text).toHaveLength(Math.round((html.length - 1000) / 2));
    expect(text.startsWith('Reset for €9.90 – “today” Reset for')).toBe(true);
    expect(text).not.toMatch(/[<>]|self\.x/);
  });
});

describe('the per-request shares printed under the load table', () => {
  it("sets each members page's share of /api/user beside Next.js's own, from the same run", () => {
    const text = perRequestShares([
      row(FLOOR_LABELS.perRequest, 240),
      row(FLOOR_LABELS.routeHandler, 680),
      api,
      row('GET /dashboard (signed in)', 44),
    ]);
    expect(text).toContain('Next.js alone (minimal page / minimal route handler): 35 %');
    expect(text).toContain('GET /dashboard (signed in) / GET /api/user (signed in): 22 % (budget: 50 %)');
  });

  it('prints nothing when a floor is missing', () => {
    expect(perRequestShares([api, row('GET /dashboard (signed in)', 44)])).toBe('');
  });
});
