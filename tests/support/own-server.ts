import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A production server a test file runs for itself, beside any other. */
export interface OwnServer {
  child: ChildProcess;
  exited: Promise<unknown>;
  url: string;
  /** Where its output goes, for the post-mortem of a failure. */
  log: string;
}

/**
 * Serves the suite's production build (NEXT_DIST_DIR passes through the
 * environment) on its own port and data folder, with the embedded adapters
 * unless `env` names others, with the server `npm start` runs. It runs in its
 * own process group, so that a kill of the group takes everything it started
 * down at once, as a crash would.
 */
export function startOwnServer(options: { port: number; dataDir: string; env?: Record<string, string> }): OwnServer {
  mkdirSync(options.dataDir, { recursive: true });
  const log = path.join(options.dataDir, 'server.log');
  const output = openSync(log, 'a');
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...process.env,
      // The embedded adapters, whatever the caller's shell has set.
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SANITY_PROJECT_ID: '',
      SMTP_URL: '',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SITE_URL: url,
      // The tests play the proxy in front of the site: their X-Forwarded-For names the client.
      TRUSTED_PROXY_HOPS: '1',
      ...options.env,
    },
  });
  return { child, exited: new Promise((resolve) => child.once('exit', resolve)), url, log };
}

/**
 * A copy of the suite's production build (without the bundler's own cache),
 * for a test whose server changes content the suite's server must not see:
 * Next.js keeps the pages and data it caches at run time inside the build
 * folder. Pass `distDir` as NEXT_DIST_DIR in `startOwnServer`'s `env`.
 */
export function copyBuild(suffix: string): { distDir: string; remove(): void } {
  const source = process.env.NEXT_DIST_DIR || '.next';
  const distDir = `${source}-${suffix}`;
  const target = path.join(root, 'web', distDir);
  const skipped = path.join(root, 'web', source, 'cache', 'turbopack');
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'web', source), target, { recursive: true, filter: (file) => file !== skipped });
  return { distDir, remove: () => rmSync(target, { recursive: true, force: true }) };
}

/** Waits until the home page answers 200; fails at once, pointing at the log, if the server exits. */
export async function waitUntilUp(server: OwnServer, timeout = 120_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited (${server.child.exitCode}); see ${server.log}.`);
    }
    const status = (await fetch(`${server.url}/`).catch(() => undefined))?.status;
    if (status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(`${server.url}/ answered ${status ?? 'nothing'} for ${timeout / 1000} s; see ${server.log}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const running = (server: OwnServer | undefined): server is OwnServer =>
  !!server && server.child.exitCode === null && server.child.signalCode === null;

/** SIGTERM to the whole process group, then waits until it has exited (SIGKILL after 15 s). */
export async function stopOwnServer(server: OwnServer | undefined): Promise<void> {
  if (!running(server)) return;
  process.kill(-server.child.pid!, 'SIGTERM');
  const killed = setTimeout(() => process.kill(-server.child.pid!, 'SIGKILL'), 15_000);
  await server.exited;
  clearTimeout(killed);
}

/** SIGKILL to the whole process group, as a crash would, and waits until it has gone. */
export async function killOwnServer(server: OwnServer): Promise<void> {
  if (!running(server)) return;
  process.kill(-server.child.pid!, 'SIGKILL');
  await server.exited;
}
