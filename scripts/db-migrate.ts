// `npm run db:migrate`: for deploys that migrate before the server starts (which migrates too).
import { describeAdapters, getConfig } from '../web/lib/env';
import { migrationsDir } from '../web/lib/db';
import { migrate } from '../web/lib/db/migrate';
import { openPGlite } from '../web/lib/db/pglite';
import { openPostgres } from '../web/lib/db/postgres';

const config = getConfig();
console.log(describeAdapters(config).find((line) => line.startsWith('database:')));
// A deploy step may build an index on a large table: no per-statement limit here, unlike the site's.
const db =
  config.database.kind === 'pglite'
    ? await openPGlite(config.database.dir)
    : openPostgres(config.database.url, { query_timeout: 0 });
try {
  const applied = await migrate(db, migrationsDir(config.projectRoot));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
