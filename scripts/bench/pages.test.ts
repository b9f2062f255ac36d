import { describe, expect, it } from 'vitest';

import { budgetMisses } from './pages.mjs';

const perfect = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const row = (label: string, { js = 100, performance = 95, tbtMs = 200 } = {}) => ({
  label,
  path: label,
  jsGzipBytes: js * 1024,
  scores: { ...perfect, performance },
  tbtMs,
  cls: 0,
  failedAudits: {},
});

describe('the public pages budget, against the floor measured in the same run', () => {
  const floor = row('floor');

  it('passes a page at the limits: 10 KB more JavaScript, 5 points and 150 ms of blocking time', () => {
    expect(budgetMisses([floor, row('/', { js: 110, performance: 90, tbtMs: 350 })])).toEqual([]);
  });

  it('flags each figure over its limit', () => {
    expect(budgetMisses([floor, row('/', { js: 110.5, performance: 89, tbtMs: 351 })])).toEqual([
      '/: 10.5 KB of JavaScript above the floor > 10 KB',
      '/: performance 89 < 90 (floor 95 − 5)',
      '/: TBT 351 ms > 350 ms (floor 200 + 150)',
    ]);
  });
});
