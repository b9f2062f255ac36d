// A member with a generated password that the caller learns ("Password: …" on
// stdout), for browser tests that must sign in. Support's own
// tool (`npm run member -- create`) never shows a password: it e-mails a link.
// PGlite serves one process: run it before a server opens the same DATA_DIR.
import { createMember } from './accounts';
import { migrationsDir, openDatabase } from '../../web/lib/db';
import { findProjectRoot, loadDatabaseConfig } from '../../web/lib/env';

const [username, email] = process.argv.slice(2);
if (!username || !email) {
  console.error('Usage: tsx --conditions=react-server tests/support/create-member.ts <username> <email>');
  process.exit(2);
}
const db = await openDatabase(loadDatabaseConfig(), migrationsDir(findProjectRoot()));
try {
  const { member, password } = await createMember(db, { username, email });
  console.log(`Created ${member.username} <${member.email}>\nPassword: ${password}`);
} finally {
  await db.close();
}
