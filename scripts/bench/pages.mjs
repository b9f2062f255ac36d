// The public pages `npm run bench` measures, and the budget each must meet
// against the floor (a bare Next.js page built and measured in the same run).

/** A path no page answers: the site's own 404 page, measured like the others. */
export const NOT_FOUND_PATH = '/bench-no-such-page';

/** Every page a visitor reaches without signing in, and the 404 page. */
export const PUBLIC_PAGES = [
  '/',
  '/what-you-get',
  '/about',
  '/contact',
  '/checkout',
  '/login',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
  '/legal-notice',
  NOT_FOUND_PATH,
];

/**
 * What each page must meet against the floor measured in the same run. The
 * JavaScript a page runs is reported beside these, not budgeted: what it costs
 * a phone shows in the main thread's work and the blocking time.
 */
export const BUDGET = {
  /** The main thread's work during a mobile Lighthouse load (median) at most this many times the floor's. */
  mainThreadTimesFloor: 2,
  /** Lighthouse performance at most this many points under the floor's, in the same run. */
  performanceBelowFloor: 5,
  /** Lighthouse's Total Blocking Time (median) at most this much above the floor's, in the same run. */
  tbtAboveFloorMs: 150,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
};

/**
 * Audits a page fails on purpose, which do not count against its budget: the
 * checkout is kept out of search engines (noindex), and the 404 page answers
 * 404 (which the SEO audits and the console report) and is not indexed either.
 */
export const EXPECTED_FAILURES = {
  '/checkout': ['is-crawlable'],
  [NOT_FOUND_PATH]: ['is-crawlable', 'http-status-code', 'errors-in-console'],
};

export const pageLabel = (pathname) => (pathname === NOT_FOUND_PATH ? `404 (${pathname})` : pathname);

/** Every figure over budget, one line each; rows[0] is the floor. */
export function budgetMisses(rows) {
  const floor = rows[0];
  return rows.slice(1).flatMap((row) => {
    const misses = [];
    const mainThreadLimit = floor.mainThreadMs * BUDGET.mainThreadTimesFloor;
    if (row.mainThreadMs > mainThreadLimit) {
      misses.push(
        `${row.label}: main-thread work ${row.mainThreadMs} ms = ${(row.mainThreadMs / floor.mainThreadMs).toFixed(1)}× the floor's ${floor.mainThreadMs} ms > ${BUDGET.mainThreadTimesFloor}×`,
      );
    }
    const perfFloor = floor.scores.performance - BUDGET.performanceBelowFloor;
    if (row.scores.performance < perfFloor) {
      misses.push(
        `${row.label}: performance ${row.scores.performance} < ${perfFloor} (floor ${floor.scores.performance} − ${BUDGET.performanceBelowFloor})`,
      );
    }
    if (row.tbtMs - floor.tbtMs > BUDGET.tbtAboveFloorMs) {
      misses.push(
        `${row.label}: TBT ${row.tbtMs} ms > ${floor.tbtMs + BUDGET.tbtAboveFloorMs} ms (floor ${floor.tbtMs} + ${BUDGET.tbtAboveFloorMs})`,
      );
    }
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      const expected = EXPECTED_FAILURES[row.path] ?? [];
      const failed = row.failedAudits?.[category] ?? [];
      const unexpected = failed.filter((audit) => !expected.includes(audit));
      // A score under budget whose every failed audit is expected on this page is no miss.
      if (row.scores[category] < BUDGET[category] && (unexpected.length > 0 || failed.length === 0)) {
        misses.push(
          `${row.label}: ${category} ${row.scores[category]} < ${BUDGET[category]} (${unexpected.join(', ')})`,
        );
      }
    }
    if (row.cls > BUDGET.cls) misses.push(`${row.label}: CLS ${row.cls} > ${BUDGET.cls}`);
    return misses;
  });
}
