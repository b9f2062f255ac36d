import 'server-only';

import { ConfigError, describeAdapters, getConfig, isBuildPhase } from './env';
import { getDb } from './db';
import { DatabaseLockedError } from './db/pglite';
import { startBackgroundWork } from './background';

export async function startServer(): Promise<void> {
  if (isBuildPhase()) return;
  try {
    const config = getConfig();
    for (const line of describeAdapters(config)) console.log(line);
    // Created now, so companion tools (content:watch) find an embedded run's secrets.
    void config.secrets;
    const db = await getDb();
    if (db.socketAddress) {
      console.log(
        `database socket: postgres://postgres@${db.socketAddress}/postgres (psql, a Postgres GUI, npm run member)`,
      );
    }
    startBackgroundWork();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
      console.error(`\nCannot start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
