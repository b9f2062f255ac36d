// `npm run member -- create|revoke|reset-password <username> [email]`: support
// staff grant or withdraw access by hand, on the configured database
// (DATABASE_URL, else the embedded PGlite; stop the embedded server first).
import { AccountError, createMember, resetPassword, revokeMember } from '../web/lib/auth/accounts';
import { migrationsDir, openDatabase } from '../web/lib/db';
import { getConfig } from '../web/lib/env';

const usage = `Usage:
  npm run member -- create <username> <email>     create a member with a generated password
  npm run member -- revoke <username>             withdraw access and end every session
  npm run member -- reset-password <username>     issue a new password, restore access, end every session`;

const [command, username, email] = process.argv.slice(2);
if (!command || !username || (command === 'create' && !email)) {
  console.error(usage);
  process.exit(2);
}

const config = getConfig();
const db = await openDatabase(config.database, migrationsDir(config.projectRoot));
try {
  switch (command) {
    case 'create': {
      const { member, password } = await createMember(db, { username, email: email as string });
      console.log(`Created ${member.username} <${member.email}>\nPassword: ${password}`);
      break;
    }
    case 'revoke': {
      const ended = await revokeMember(db, username);
      console.log(`Revoked ${username}; ended ${ended} session(s).`);
      break;
    }
    case 'reset-password': {
      const password = await resetPassword(db, username);
      console.log(`New password for ${username}: ${password}\nEvery session of ${username} has ended.`);
      break;
    }
    default:
      console.error(`Unknown command ${command}.\n${usage}`);
      process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
