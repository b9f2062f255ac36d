// `npm run db:migrate`: applies supabase/migrations/*.sql to the configured
// database (DATABASE_URL, else the embedded PGlite in DATA_DIR). The server
// does the same at start; this is for deploys that migrate before starting.
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
    : openPostgres(config.database.url, { queryTimeoutMs: 0 });
try {
  const applied = await migrate(db, migrationsDir(config.projectRoot));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.close();
}
