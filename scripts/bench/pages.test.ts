import { describe, expect, it } from 'vitest';

import { budgetMisses } from './pages.mjs';

const perfect = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const row = (label: string, { js = 100, performance = 95, tbtMs = 200, mainThreadMs = 1000 } = {}) => ({
  label,
  path: label,
  jsGzipBytes: js * 1024,
  scores: { ...perfect, performance },
  tbtMs,
  mainThreadMs,
  cls: 0,
  failedAudits: {},
});

describe('the public pages budget, against the floor measured in the same run', () => {
  const floor = row('floor');

  it('passes a page at the limits: twice the main-thread work, 5 points and 150 ms of blocking time', () => {
    expect(budgetMisses([floor, row('/', { performance: 90, tbtMs: 350, mainThreadMs: 2000 })])).toEqual([]);
  });

  it('flags each figure over its limit', () => {
    expect(budgetMisses([floor, row('/', { performance: 89, tbtMs: 351, mainThreadMs: 2300 })])).toEqual([
      "/: main-thread work 2300 ms = 2.3× the floor's 1000 ms > 2×",
      '/: performance 89 < 90 (floor 95 − 5)',
      '/: TBT 351 ms > 350 ms (floor 200 + 150)',
    ]);
  });

  it('reports JavaScript without budgeting it', () => {
    expect(budgetMisses([floor, row('/', { js: 140 })])).toEqual([]);
  });
});
