import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { E2E_DATA_DIR } from '../../../playwright.config';

const root = path.resolve(import.meta.dirname, '../../..');
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');

/** `npm run member -- …` against the data folder the running test server holds (through its database socket). */
export function memberTool(...args: string[]): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [tsxCli, '--conditions=react-server', 'scripts/member.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: path.resolve(root, E2E_DATA_DIR), DATABASE_URL: '', SESSION_SECRET: '' },
  });
  return { status: run.status, out: run.stdout + run.stderr };
}
