// Run by the browser tests' web server command before the server starts (PGlite
// serves one process): creates the members the tests sign in as, with real
// generated passwords, and leaves their credentials in DATA_DIR for the tests.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { createMember } from '../../../web/lib/auth/accounts';
import { migrationsDir, openDatabase } from '../../../web/lib/db';
import { getConfig } from '../../../web/lib/env';

export const E2E_MEMBERS = [
  'alice',
  'bruno',
  'chloe',
  'dmitri',
  'emma',
  'fiona',
  'gustav',
  'hana',
  'ivan',
  'jonas',
] as const;

const config = getConfig();
const db = await openDatabase(config.database, migrationsDir(config.projectRoot));
const credentials: Record<string, { username: string; password: string }> = {};
for (const name of E2E_MEMBERS) {
  const { member, password } = await createMember(db, { username: `e2e-${name}`, email: `${name}@example.com` });
  credentials[name] = { username: member.username, password };
}
await db.close();
writeFileSync(path.join(config.dataDir, 'e2e-members.json'), JSON.stringify(credentials, null, 2));
