// Lighthouse's mobile audit of every public page and the 404 page, beside the floor
// (rows[0]: a bare Next.js page measured in the same run), and the budget against it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** A path no page answers: the site's own 404 page, measured like the others. */
export const NOT_FOUND_PATH = '/bench-no-such-page';

export const PAGES = [
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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The 404 page is measured too: its status counts in the SEO audits, not as an abort.
const OPTIONS = { logLevel: 'error', onlyCategories: CATEGORIES, ignoreStatusCode: true };

/** Failed on purpose: the checkout is kept out of search engines, and the 404 page answers 404. */
const EXPECTED_FAILURES = {
  '/checkout': ['is-crawlable'],
  [NOT_FOUND_PATH]: ['is-crawlable', 'http-status-code', 'errors-in-console'],
};

function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function audit(url, port, attempts = 3) {
  const { lhr } = await lighthouse(url, { ...OPTIONS, port });
  if (!lhr.runtimeError) return lhr;
  // On a busy machine Chromium's trace sometimes misses the navigation (NO_NAVSTART): such a run measured nothing.
  if (attempts > 1) return audit(url, port, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

/** The medians of `lhrs`, and every audit that cost a category points in any of them. */
function summarise({ page }, lhrs) {
  const at = (pick) => median(lhrs.map(pick));
  const value = (id) => at((lhr) => lhr.audits[id].numericValue);
  const failed = (category) =>
    lhrs.flatMap((lhr) =>
      lhr.categories[category].auditRefs
        .filter(({ id, weight }) => weight > 0 && lhr.audits[id].score !== null && lhr.audits[id].score < 1)
        .map(({ id }) => id),
    );
  return {
    page,
    ...Object.fromEntries(CATEGORIES.map((c) => [c, at((lhr) => Math.round(lhr.categories[c].score * 100))])),
    tbtMs: Math.round(value('total-blocking-time')),
    mainThreadMs: Math.round(value('mainthread-work-breakdown')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    failed: Object.fromEntries(CATEGORIES.slice(1).map((c) => [c, [...new Set(failed(c))]])),
    benchmarkIndex: Math.round(at((lhr) => lhr.environment.benchmarkIndex)),
  };
}

/**
 * `runs` audits of each target in Debian's Chromium, taking turns (floor, `/`, …, then
 * again) so a machine that slows down midway weighs on every page and the floor alike.
 */
export async function lighthouseRows(targets, { runs, chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
  });
  try {
    const lhrs = targets.map(() => []);
    for (let run = 1; run <= runs; run++) {
      console.log(`  round ${run} of ${runs}`);
      for (const [index, target] of targets.entries()) lhrs[index].push(await audit(target.url, chrome.port));
    }
    return targets.map((target, index) => summarise(target, lhrs[index]));
  } finally {
    chrome.kill();
  }
}

const signed = (value) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

/** The rows as printed: each page's performance, TBT and main-thread work beside the floor's. */
export function lighthouseTable(rows) {
  const floor = rows[0];
  const beside = (row, value, difference) => (row === floor ? value : `${value} (${difference})`);
  return rows.map((row) => ({
    page: row.page,
    perf: beside(row, row.performance, signed(row.performance - floor.performance)),
    a11y: row.accessibility,
    'best pr.': row['best-practices'],
    SEO: row.seo,
    'TBT ms': beside(row, row.tbtMs, signed(row.tbtMs - floor.tbtMs)),
    'main thread ms': beside(row, row.mainThreadMs, `${(row.mainThreadMs / floor.mainThreadMs).toFixed(1)}×`),
    'LCP ms': row.lcpMs,
    CLS: row.cls,
  }));
}

/** Every figure over budget, one line each, with the audits that cost the points. */
export function lighthouseMisses([floor, ...pages]) {
  return pages.flatMap((row) =>
    [
      row.performance < floor.performance - 5 &&
        `performance ${row.performance} < the floor's ${floor.performance} − 5`,
      row.tbtMs > floor.tbtMs + 150 && `TBT ${row.tbtMs} ms > the floor's ${floor.tbtMs} + 150 ms`,
      row.mainThreadMs > 2 * floor.mainThreadMs &&
        `main-thread work ${row.mainThreadMs} ms > 2 × the floor's ${floor.mainThreadMs} ms`,
      ...Object.entries(row.failed).map(([category, failed]) => {
        const unexpected = failed.filter((id) => !EXPECTED_FAILURES[row.page]?.includes(id));
        return (
          row[category] < 100 && unexpected.length > 0 && `${category} ${row[category]} (${unexpected.join(', ')})`
        );
      }),
      row.cls > 0 && `CLS ${row.cls} > 0`,
    ]
      .filter(Boolean)
      .map((miss) => `${row.page}: ${miss}`),
  );
}
