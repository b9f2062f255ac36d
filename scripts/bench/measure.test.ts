import { spawnSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { chromiumCpuMs } from './measure.mjs';

describe("Chromium's CPU time beside Lighthouse's figures", () => {
  it('counts the CPU time of a process and of the descendants it has reaped', () => {
    const before = chromiumCpuMs(process.pid);
    expect(before).toBeGreaterThanOrEqual(0);
    // A child that burns 300 ms of its own CPU time (not of the clock), then ends and is reaped.
    const burn = 'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 300_000);';
    expect(spawnSync(process.execPath, ['-e', burn]).status).toBe(0);
    expect(chromiumCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(250);
  });

  it('counts nothing of a process that is not in the tree', () => {
    expect(chromiumCpuMs(2 ** 22 + 1)).toBe(0);
  });
});
