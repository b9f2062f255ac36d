// Lighthouse (mobile, its default config) and the gzipped size of every script
// a page loads, measured in Debian's Chromium.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every script URL the page requested during the Lighthouse run. */
function scriptUrls(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
}

/**
 * The scripts the page itself runs: the <script src> of its HTML, less the
 * noModule polyfills modern browsers skip. Lighthouse's list also holds the
 * chunks Next.js prefetches for links in view, which belong to other pages.
 */
async function pageScriptUrls(url) {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean)
    .map((src) => new URL(src.replace(/&amp;/g, '&'), url).toString());
}

/** Gzipped bytes of the scripts (compressed here, so the figure does not depend on the server's settings). */
async function gzippedBytes(urls) {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

/**
 * One Lighthouse run. On a busy machine Chromium's trace sometimes misses the
 * navigation (NO_NAVSTART); such a run measured nothing and is repeated, twice at most.
 */
async function lighthouseRun(url, port, attempts = 3) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // A 404 page is measured as a page too; the status is checked by the SEO audits, not by aborting.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return lighthouseRun(url, port, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

/**
 * The performance points each metric costs in one run: its weight in the
 * category times what its score falls short of 1. They add up to 100 less
 * the score, and say which metric holds a page back.
 */
function pointsLost(lhr) {
  return Object.fromEntries(
    lhr.categories.performance.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => [ref.acronym ?? ref.id, ref.weight * (1 - (lhr.audits[ref.id].score ?? 0))]),
  );
}

/**
 * The audits that cost each category points in any run (scored below 1), by
 * title: what to fix when a category misses its budget.
 */
function failedAudits(results) {
  return Object.fromEntries(
    CATEGORIES.filter((category) => category !== 'performance').map((category) => [
      category,
      [
        ...new Set(
          results.flatMap((lhr) =>
            lhr.categories[category].auditRefs
              .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
              .map((ref) => ref.id),
          ),
        ),
      ],
    ]),
  );
}

/**
 * The main thread's work during the load, in ms (Lighthouse's
 * mainthread-work-breakdown, at its 4× CPU slow-down), in all and by kind:
 * script evaluation, style and layout, HTML parsing, "other" (tasks Chromium
 * does not attribute, such as committing the navigation)…
 */
function mainThreadWork(lhr) {
  const audit = lhr.audits['mainthread-work-breakdown'];
  const byGroup = {};
  for (const item of audit?.details?.items ?? []) byGroup[item.groupLabel ?? item.group] = item.duration;
  return { totalMs: audit?.numericValue ?? 0, byGroup };
}

/** The gzipped JavaScript a page runs (its own scripts, not what it prefetches). */
export async function pageJsGzipBytes(url) {
  return gzippedBytes(await pageScriptUrls(url));
}

/**
 * CPU time, in ms, that Chromium's processes (the one `rootPid` names and every
 * descendant) have used so far, from /proc; undefined where there is no /proc.
 * Unlike Lighthouse's figures, which are wall-clock times of the page's main
 * thread, it does not grow when other programs take the cores, and it counts
 * the threads that compete with the main thread for them: raster, compositing,
 * the GPU and browser processes.
 */
export function chromiumCpuMs(rootPid) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, ppid, …, utime, stime, cutime, cstime (11-14).
      stats.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {
      // The process ended meanwhile.
    }
  }
  const descends = (pid) => {
    for (let at = pid, depth = 0; at && depth < 16; at = stats.get(at)?.[1], depth++)
      if (at === String(rootPid)) return true;
    return false;
  };
  // Clock ticks, 100 a second on Linux (USER_HZ); a renderer that has ended counts in its parent's cutime and cstime.
  let ticks = 0;
  for (const [pid, fields] of stats) {
    if (descends(pid)) ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  }
  return ticks * 10;
}

/** Headless Chromium for Lighthouse to drive; `kill()` it when done. */
export function launchChromium(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** The median of each score and metric over one page's runs, and the page's JavaScript. */
async function summarise(url, results) {
  const values = (pick) => results.map(pick);
  return {
    url,
    runs: results.length,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        median(values((lhr) => Math.round(lhr.categories[category].score * 100))),
      ]),
    ),
    allScores: Object.fromEntries(
      CATEGORIES.map((category) => [category, values((lhr) => Math.round(lhr.categories[category].score * 100))]),
    ),
    lcpMs: Math.round(median(values((lhr) => lhr.audits['largest-contentful-paint'].numericValue))),
    cls: Number(median(values((lhr) => lhr.audits['cumulative-layout-shift'].numericValue)).toFixed(3)),
    tbtMs: Math.round(median(values((lhr) => lhr.audits['total-blocking-time'].numericValue))),
    mainThreadMs: Math.round(median(values((lhr) => mainThreadWork(lhr).totalMs))),
    chromiumCpuMs: results.every((lhr) => lhr.chromiumCpuMs !== undefined)
      ? Math.round(median(values((lhr) => lhr.chromiumCpuMs)))
      : undefined,
    mainThreadByGroup: Object.fromEntries(
      [...new Set(results.flatMap((lhr) => Object.keys(mainThreadWork(lhr).byGroup)))].map((group) => [
        group,
        Math.round(median(values((lhr) => mainThreadWork(lhr).byGroup[group] ?? 0))),
      ]),
    ),
    performancePointsLost: Object.fromEntries(
      Object.keys(pointsLost(results[0])).map((metric) => [
        metric,
        Number(median(values((lhr) => pointsLost(lhr)[metric])).toFixed(1)),
      ]),
    ),
    // Lighthouse's own CPU benchmark of this machine: scores are only comparable at similar values.
    benchmarkIndex: Math.round(median(values((lhr) => lhr.environment.benchmarkIndex))),
    failedAudits: failedAudits(results),
    jsGzipBytes: await gzippedBytes(await pageScriptUrls(url)),
    jsWithPrefetchGzipBytes: await gzippedBytes(scriptUrls(results.at(-1))),
  };
}

/**
 * Runs Lighthouse `runs` times on every URL and returns, per URL, the median
 * of each score and the page's JavaScript. The runs take turns (first URL,
 * second, third, then again), so a machine that slows down or speeds up
 * midway affects every page alike and the floor stays comparable.
 */
export async function measureAll(urls, { runs, chromePath, onRun = () => {} }) {
  const chrome = await launchChromium(chromePath);
  try {
    const results = urls.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, url] of urls.entries()) {
        onRun(run, url);
        const cpuBefore = chromiumCpuMs(chrome.pid);
        const lhr = await lighthouseRun(url, chrome.port);
        const cpuAfter = chromiumCpuMs(chrome.pid);
        // Whatever Lighthouse makes Chromium do besides loading the page is the same for every page and the floor.
        lhr.chromiumCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
        results[index].push(lhr);
      }
    }
    return await Promise.all(urls.map((url, index) => summarise(url, results[index])));
  } finally {
    await chrome.kill();
  }
}
