// Where `npm start`'s server listens: in test mode, where the test card takes the
// programme for nothing, on this machine only, unless HOST says otherwise; and its
// start-up says where.
import { readFileSync, rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../support/own-server';

const root = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

/** This machine's first address on a network, as another host there would reach it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
const SKIPPED =
  'This machine has no network address but loopback: which interfaces the server listens on is not tested.';
if (!lanAddress) console.warn(SKIPPED);

/** Whether a GET of / at `host` is answered, or the connection is refused. */
const reach = (host: string, port: number) =>
  fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(30_000) }).then(
    (answer) => answer.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );

describe.skipIf(!lanAddress)('where the server listens', () => {
  const servers: OwnServer[] = [];
  afterAll(async () => {
    for (const server of servers) await stopOwnServer(server);
  });

  async function start(name: string, offset: number, env: Record<string, string> = {}) {
    const port = Number(process.env.E2E_PORT ?? 3100) + offset;
    const dataDir = path.join(root, `${DATA_DIR}-api-${name}`);
    rmSync(dataDir, { recursive: true, force: true });
    const server = startOwnServer({ port, dataDir, env });
    servers.push(server);
    await waitUntilUp(server);
    return { port, log: () => readFileSync(server.log, 'utf8') };
  }

  it('in test mode, on loopback only, and says so', async () => {
    const { port, log } = await start('listen-test-mode', 87);
    expect(await reach('127.0.0.1', port)).toBe(200);
    expect(await reach(lanAddress!, port)).toBe('ECONNREFUSED');
    expect(log()).toContain(`listening on 127.0.0.1:${port}`);
    expect(log()).toContain('this machine only, as payments are in test mode (set HOST to listen elsewhere)');
  });

  it('where HOST says, when it is set', async () => {
    const { port, log } = await start('listen-host', 88, { HOST: '0.0.0.0' });
    expect(await reach(lanAddress!, port)).toBe(200);
    expect(log()).toContain(`listening on 0.0.0.0:${port} (HOST)`);
  });
});

describe('a fresh start', () => {
  let server: OwnServer | undefined;
  afterAll(() => stopOwnServer(server));

  it('says it listens only once the app has started and caught up, so its first visitor waits for neither', async () => {
    const dataDir = path.join(root, `${DATA_DIR}-api-fresh-start`);
    rmSync(dataDir, { recursive: true, force: true });
    server = startOwnServer({ port: Number(process.env.E2E_PORT ?? 3100) + 89, dataDir });
    const log = () => readFileSync(server!.log, 'utf8');
    await expect.poll(log, { timeout: 120_000 }).toMatch(/^listening on /m);

    expect((await fetch(`${server.url}/`)).status).toBe(200);
    // The app's start-up prints the site's address once its configuration is checked.
    expect(log().indexOf('\nsite: ')).toBeGreaterThan(-1);
    expect(log().indexOf('\nsite: ')).toBeLessThan(log().indexOf('\nlistening on '));
    expect(log()).not.toContain('cannot catch up');
  });
});
