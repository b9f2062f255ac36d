import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { openPGlite } from '@/lib/db/pglite';

/** Every file and folder under `dir` with a permission bit for the group or others. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  if (statSync(dir).mode & 0o077) found.push(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...openToOthers(full));
    else if (entry.isFile() && statSync(full).mode & 0o077) found.push(full);
  }
  return found;
}

describe('the embedded database on disk', () => {
  it('is readable by the server’s own user only, whatever the umask', async () => {
    const previous = process.umask(0o022);
    try {
      const dir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-files-')), 'pglite');
      const db = await openPGlite(dir);
      await db.exec('create table t (secret text); insert into t values ($$hash$$);');
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dir)).toEqual([]);
      expect(statSync(`${dir}.lock`).mode & 0o077).toBe(0);
      await db.close();
    } finally {
      process.umask(previous);
    }
  });
});
