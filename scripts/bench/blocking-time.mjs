#!/usr/bin/env node
// `node scripts/bench/blocking-time.mjs <url> [runs]`: where a page's Total
// Blocking Time comes from, as Lighthouse's own simulation (Lantern) sees it.
//
// Lighthouse's mobile score does not time the page on a slow phone: it loads it
// once at full speed, then simulates slow 4G and a 4× slower CPU over the
// requests and main-thread tasks it recorded. This prints, for each run, the
// simulated tasks that count towards TBT (the part of each task beyond 50 ms,
// between the simulated First Contentful Paint and Time to Interactive), with
// what the recorded task did, so a change can aim at the task that costs most.
//
// Serve the page first (`npm start`, or the bench's build on port 3310).
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { Metrics } from 'lighthouse/core/lib/lantern/lantern.js';

import { launchChromium } from './measure.mjs';
import { formatTable } from './table.mjs';

const [url, runsArg = '1'] = process.argv.slice(2);
if (!url) {
  console.error('Usage: node scripts/bench/blocking-time.mjs <url> [runs]');
  process.exit(2);
}

/** Trace events worth naming, by the label they get here. */
const LABELS = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  Paint: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  EvaluateScript: 'run script',
  FunctionCall: 'call into',
  'DocumentLoader::CommitNavigation': 'commit navigation',
  MinorGC: 'GC',
  MajorGC: 'GC',
};

/** What a recorded task did: its largest named trace events, in recorded (full-speed) milliseconds. */
function contents(node) {
  const totals = new Map();
  for (const event of node.childEvents) {
    const label = LABELS[event.name];
    if (!label) continue;
    const script = event.args?.data?.url?.split('/').pop();
    const key = script ? `${label} ${script}` : label;
    totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([key, ms]) => `${key} ${Math.round(ms)}`)
    .join(', ');
}

/**
 * Lighthouse's TBT is the mean of an optimistic and a pessimistic simulation,
 * each with its own FCP-to-TTI window; so is each task's share here.
 */
function blockingTasks(tbt, fcp, tti) {
  const windows = [
    [tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    [tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ];
  const tasks = new Map();
  for (const [estimate, start, end] of windows) {
    for (const [node, timing] of estimate.nodeTimings) {
      if (node.type !== 'cpu') continue;
      const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
      const blocking = Metrics.TBTUtils.calculateTbtImpactForEvent(event, start, end) / windows.length;
      if (blocking <= 0) continue;
      const task = tasks.get(node) ?? { node, blocking: 0, start: timing.startTime, end: timing.endTime };
      task.blocking += blocking;
      tasks.set(node, task);
    }
  }
  return [...tasks.values()].sort((a, b) => a.start - b.start);
}

const chrome = await launchChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
try {
  const runs = Number(runsArg);
  for (let run = 1; run <= runs; run++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) {
      console.log(`run ${run} of ${runs}: ${lhr.runtimeError.message}`);
      continue;
    }
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      simulator: null,
    };
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const tti = await LanternInteractive.request(data, context);
    const tbt = await LanternTotalBlockingTime.request(data, context);

    console.log(
      `\n${url}, run ${run} of ${runs}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
        `simulated FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, TBT ${Math.round(tbt.timing)} ms ` +
        `(CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)})\n`,
    );
    const rows = blockingTasks(tbt, fcp, tti).map((task) => [
      Math.round(task.blocking),
      `${Math.round(task.start)}-${Math.round(task.end)}`,
      contents(task.node),
    ]);
    console.log(formatTable(['blocking ms', 'simulated ms', 'recorded task, ms at full speed'], rows));
  }
} finally {
  await chrome.kill();
}
