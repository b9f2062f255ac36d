import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');

/**
 * Creates a member in an embedded data folder (tests/support/create-member.ts)
 * and returns the generated password. PGlite serves one process: call it
 * before the server on that folder starts.
 */
export function createMemberBeforeStart(dataDir: string, member: { username: string; email: string }): string {
  const created = spawnSync(
    process.execPath,
    [tsxCli, '--conditions=react-server', 'tests/support/create-member.ts', member.username, member.email],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  const password = /^Password: (.+)$/m.exec(created.stdout)?.[1];
  if (!password) throw new Error(`No member was made: ${created.stderr}`);
  return password;
}
