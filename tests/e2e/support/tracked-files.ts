// Playwright's global setup: browser tests must never leave a file of the
// repository changed (a test that edits content works on a copy; see
// content-live.spec.ts). It notes which tracked files differ from HEAD, and
// what they hold, before the tests; the teardown it returns fails the run if
// that is different afterwards.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Tracked files that differ from HEAD (staged or not, deleted too), with a hash of what each holds now. */
export function trackedChanges(cwd = root): Map<string, string> | null {
  const diff = spawnSync('git', ['diff', '--name-only', '-z', 'HEAD'], { cwd, encoding: 'utf8' });
  if (diff.error || diff.status !== 0) return null;
  const files = diff.stdout.split('\0').filter(Boolean);
  return new Map(
    files.map((file) => {
      const full = path.join(cwd, file);
      const content = existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'deleted';
      return [file, content];
    }),
  );
}

/** The files whose state differs between two snapshots. */
export function changedBetween(before: Map<string, string>, after: Map<string, string>): string[] {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

export default function guardTrackedFiles(): (() => void) | undefined {
  const before = trackedChanges();
  if (!before) {
    console.warn('Not a git checkout: the check that browser tests leave tracked files alone is skipped.');
    return undefined;
  }
  return () => {
    const after = trackedChanges();
    const changed = after ? changedBetween(before, after) : [];
    if (changed.length) {
      throw new Error(
        `Browser tests changed tracked files: ${changed.join(', ')}. A test must work on a copy ` +
          '(e.g. CONTENT_SEED_DIR for the seed) and leave the repository as it found it. ' +
          '(Edited them yourself during the run? Then run the tests again.)',
      );
    }
  };
}
