import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { createClient, RESP_TYPES } from '@redis/client';
import { expect } from '@playwright/test';

/** Debian's redis-server (scripts/ci/start-redis.sh installs it), or undefined when it is not installed. */
export function redisServerBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** A Redis a spec runs for itself, as it runs its own servers and database: nobody else's keys, and stoppable. */
export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** The keys that match `pattern` now. */
  keys(pattern: string): Promise<string[]>;
  /** The bytes stored under `key`, or null. */
  get(key: string): Promise<Buffer | null>;
  stop(): Promise<void>;
}

/** Starts Debian's redis-server on 127.0.0.1:`port`, in memory only (no snapshot, no append-only file). */
export async function startOwnRedis(port: number, dir: string): Promise<OwnRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server is not installed; run scripts/ci/start-redis.sh.');
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = spawn(binary, args, { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `redis://127.0.0.1:${port}`;
  const connect = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } }).withTypeMapping({
      [RESP_TYPES.BLOB_STRING]: Buffer,
    });
    client.on('error', () => {});
    return client.connect().then(
      () => client,
      () => undefined,
    );
  };
  let client: Awaited<ReturnType<typeof connect>>;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}); is port ${port} free?`);
        client = await connect();
        return client !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const inspector = client!;

  return {
    url,
    port,
    async keys(pattern) {
      const found: string[] = [];
      for await (const batch of inspector.scanIterator({ MATCH: pattern, COUNT: 1000 })) {
        found.push(...batch.map(String));
      }
      return found;
    },
    get: (key) => inspector.get(key),
    async stop() {
      if (inspector.isOpen) inspector.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
