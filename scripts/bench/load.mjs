// Autocannon at 50 connections against the site and the floor (a bare Next.js app) in the
// same run, and the members' pages' budget against the floor's page rendered per request.
import autocannon from 'autocannon';

const MEMBERS_PAGES = ['/dashboard', '/product/reset/morning'];
export const FLOOR = 'floor: page rendered per request';

/** `cookie`: a signed-in member's session. */
export async function loadRows({ siteUrl, floorUrl, cacheFloorUrl, cookie, seconds }) {
  const headers = { cookie };
  const targets = [
    { target: FLOOR, url: `${floorUrl}/per-request` },
    { target: 'floor with Cache Components: the same page', url: `${cacheFloorUrl}/per-request` },
    { target: 'floor: route handler', url: `${floorUrl}/api/hello` },
    { target: 'GET /', url: `${siteUrl}/` },
    { target: 'GET /api/user', url: `${siteUrl}/api/user`, headers },
    ...MEMBERS_PAGES.map((page) => ({ target: `GET ${page}`, url: `${siteUrl}${page}`, headers, members: true })),
  ];
  // A request alone, on an idle server: the median of a few sent one after another.
  const single = async ({ url, headers }) =>
    (await autocannon({ url, headers, connections: 1, amount: 9 })).latency.p50;
  for (const target of targets)
    if (target.members || target.url.endsWith('/per-request')) target.singleMs = await single(target);
  const rows = [];
  for (const { target, url, headers, members = false, singleMs } of targets) {
    const result = await autocannon({ url, headers, connections: 50, duration: seconds, timeout: 30 });
    rows.push({
      target,
      members,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      singleMs,
    });
  }
  return rows;
}

const floorOf = (rows) => rows.find((row) => row.target === FLOOR);

export const loadTable = (rows) =>
  rows.map(({ target, requestsPerSecond, p50Ms, p99Ms, errors, non2xx, singleMs }) => ({
    target,
    'req/s': requestsPerSecond,
    'p50 ms': p50Ms,
    'p99 ms': p99Ms,
    'errors, non-2xx': `${errors}, ${non2xx}`,
    'share of floor': `${Math.round((100 * requestsPerSecond) / floorOf(rows).requestsPerSecond)} %`,
    'single ms': singleMs ?? '',
  }));

/** No target may fail; each members' page is held to the floor's page rendered per request. */
export function loadMisses(rows) {
  const floor = floorOf(rows);
  return rows.flatMap((row) =>
    [
      (row.errors || row.non2xx) && `${row.errors} errors and ${row.non2xx} non-2xx answers`,
      row.members &&
        row.requestsPerSecond < 0.3 * floor.requestsPerSecond &&
        `${row.requestsPerSecond} req/s < 30 % of the floor's ${floor.requestsPerSecond}`,
      row.members && row.p99Ms >= 1000 && `p99 ${row.p99Ms} ms ≥ 1000 ms`,
      row.members &&
        row.singleMs > 2 * floor.singleMs &&
        `a single request ${row.singleMs} ms > 2 × the floor's ${floor.singleMs} ms`,
    ]
      .filter(Boolean)
      .map((miss) => `${row.target}: ${miss}`),
  );
}
