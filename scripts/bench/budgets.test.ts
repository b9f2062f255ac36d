import { describe, expect, it } from 'vitest';

import { lighthouseMisses, NOT_FOUND_PATH } from './lighthouse.mjs';
import { FLOOR, loadMisses } from './load.mjs';

describe('the public pages budget, against the floor of the same run', () => {
  const none = { accessibility: [], 'best-practices': [], seo: [] };
  const row = (page: string, figures = {}) => ({
    page,
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    tbtMs: 200,
    mainThreadMs: 1000,
    cls: 0,
    failed: none,
    ...figures,
  });
  const floor = row('floor');

  it('passes a page at the limits: 5 points, 150 ms of blocking time, twice the main-thread work', () => {
    expect(lighthouseMisses([floor, row('/', { performance: 90, tbtMs: 350, mainThreadMs: 2000 })])).toEqual([]);
  });

  it('flags each figure past its limit', () => {
    const page = row('/', { performance: 89, tbtMs: 351, mainThreadMs: 2001, cls: 0.001 });
    expect(lighthouseMisses([floor, page])).toEqual([
      "/: performance 89 < the floor's 95 − 5",
      "/: TBT 351 ms > the floor's 200 + 150 ms",
      "/: main-thread work 2001 ms > 2 × the floor's 1000 ms",
      '/: CLS 0.001 > 0',
    ]);
  });

  it('names the audits that cost a category points, but not those a page fails on purpose', () => {
    const seo = (page: string, failed: string[]) => row(page, { seo: 60, failed: { ...none, seo: failed } });
    expect(
      lighthouseMisses([
        floor,
        seo('/checkout', ['is-crawlable']),
        seo(NOT_FOUND_PATH, ['is-crawlable', 'http-status-code']),
        seo('/about', ['is-crawlable', 'meta-description']),
      ]),
    ).toEqual(['/about: seo 60 (is-crawlable, meta-description)']);
  });
});

describe("the load budget, against the floor's page rendered per request", () => {
  const row = (target: string, figures = {}) => ({
    target,
    members: target.startsWith('GET /dashboard'),
    requestsPerSecond: 300,
    p99Ms: 500,
    errors: 0,
    non2xx: 0,
    singleMs: 20,
    ...figures,
  });
  const floor = row(FLOOR, { requestsPerSecond: 1000, singleMs: 10 });

  it("passes a members' page at 30 % of the floor's requests, p99 under a second and twice its single request", () => {
    expect(loadMisses([floor, row('GET /dashboard', { p99Ms: 999 })])).toEqual([]);
  });

  it("flags a members' page under each limit", () => {
    expect(loadMisses([floor, row('GET /dashboard', { requestsPerSecond: 299, p99Ms: 1000, singleMs: 21 })])).toEqual([
      "GET /dashboard: 299 req/s < 30 % of the floor's 1000",
      'GET /dashboard: p99 1000 ms ≥ 1000 ms',
      "GET /dashboard: a single request 21 ms > 2 × the floor's 10 ms",
    ]);
  });

  it("holds only the members' pages to the floor, and every target to no failed answer", () => {
    expect(loadMisses([floor, row('GET /', { requestsPerSecond: 10, p99Ms: 5000, non2xx: 3 })])).toEqual([
      'GET /: 0 errors and 3 non-2xx answers',
    ]);
  });
});
