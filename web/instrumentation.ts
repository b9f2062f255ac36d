/**
 * Runs once when a server process starts: validates the configuration, prints
 * the adapter of each port, opens the database and applies migrations. A bad
 * configuration or a database held by another process stops the server here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/startup');
  await startServer();
}
