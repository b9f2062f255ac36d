import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { acquireLock, DatabaseLockedError } from './pglite';

let root: string;
let dir: string;
const lockFile = () => `${dir}.lock`;
const holder = (owner: { pid: number; hostname: string }) =>
  writeFileSync(lockFile(), JSON.stringify({ ...owner, startedAt: '2026-01-01T00:00:00.000Z' }));
const lockedBy = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; hostname: string };

/** A pid no process has any more: one that ran and exited. */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(done.stdout.trim());
}

let sleeper: ChildProcess | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dir = path.join(root, 'pglite');
});
afterEach(() => {
  if (sleeper?.pid && sleeper.exitCode === null) sleeper.kill();
  sleeper = undefined;
  rmSync(root, { recursive: true, force: true });
});

describe('acquireLock', () => {
  it('takes <dir>.lock for this process, readable by its owner alone, and release removes it', () => {
    const release = acquireLock(dir);
    expect(lockedBy()).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(statSync(lockFile()).mode & 0o077).toBe(0);
    release();
    expect(existsSync(lockFile())).toBe(false);
    release();
    acquireLock(dir)();
  });

  it('refuses while a live process holds it, naming that process', async () => {
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    await new Promise((resolve) => sleeper!.once('spawn', resolve));
    holder({ pid: sleeper.pid!, hostname: hostname() });
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireLock(dir)).toThrow(`pid ${sleeper.pid}`);
    expect(lockedBy().pid).toBe(sleeper.pid);
  });

  it('refuses a second opener in the same process', () => {
    const release = acquireLock(dir);
    expect(() => acquireLock(dir)).toThrow(`pid ${process.pid}`);
    release();
  });

  it('takes over a lock left by a process that died', () => {
    const dead = deadPid();
    holder({ pid: dead, hostname: hostname() });
    const release = acquireLock(dir);
    expect(lockedBy().pid).toBe(process.pid);
    release();
  });

  it('does not take over a lock from another host, whose processes it cannot see', () => {
    holder({ pid: deadPid(), hostname: `not-${hostname()}` });
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(lockedBy().hostname).toBe(`not-${hostname()}`);
  });

  it('does not take over a lock it cannot read', () => {
    writeFileSync(lockFile(), 'half-written');
    expect(() => acquireLock(dir)).toThrow(DatabaseLockedError);
    expect(readFileSync(lockFile(), 'utf8')).toBe('half-written');
  });
});
