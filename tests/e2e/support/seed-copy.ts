import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';

import { SEED_DIR } from '../../support/seed';
import { copyBuild, startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../../support/own-server';

/*
 * A server a spec runs for itself reads its own copy of the seed
 * (CONTENT_SEED_DIR), so a test edits content without touching studio/seed.
 */

/** Where the copy of the seed lives inside a spec's data folder. */
export const seedCopyDir = (dataDir: string) => path.join(dataDir, 'seed');

export function copySeed(dataDir: string): void {
  mkdirSync(seedCopyDir(dataDir), { recursive: true });
  for (const file of readdirSync(SEED_DIR).filter((name) => name.endsWith('.ndjson'))) {
    cpSync(path.join(SEED_DIR, file), path.join(seedCopyDir(dataDir), file));
  }
}

/**
 * Registers beforeAll/afterAll hooks, in the calling describe block or file, that run a server on a
 * fresh data folder with its own copy of the seed and of the build (named `build`), so that what its
 * tests edit reaches no other server. `prepare` changes the seed copy before the server starts.
 */
export function useSeedCopyServer(options: {
  port: number;
  dataDir: string;
  build: string;
  env?: Record<string, string>;
  prepare?: () => void;
}): { readonly server: OwnServer; readonly distDir: string } {
  let server: OwnServer | undefined;
  let build: ReturnType<typeof copyBuild> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    rmSync(options.dataDir, { recursive: true, force: true });
    copySeed(options.dataDir);
    options.prepare?.();
    build = copyBuild(options.build);
    server = startOwnServer({
      port: options.port,
      dataDir: options.dataDir,
      env: { CONTENT_SEED_DIR: seedCopyDir(options.dataDir), NEXT_DIST_DIR: build.distDir, ...options.env },
    });
    await waitUntilUp(server);
  });
  test.afterAll(async () => {
    await stopOwnServer(server);
    build?.remove();
  });
  const started = <T>(value: T | undefined) => {
    if (value === undefined) throw new Error('The server starts in beforeAll: read it inside a test.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    /** The build's folder under web/, as NEXT_DIST_DIR names it. */
    get distDir() {
      return started(build).distDir;
    },
  };
}

/** Edits the product document in a seed copy, as an editor would in the Studio. */
export function editProduct(
  dataDir: string,
  edit: (product: Record<string, unknown>) => Record<string, unknown>,
): void {
  const file = path.join(seedCopyDir(dataDir), 'site.ndjson');
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"product"')) return line;
      return JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>));
    });
  writeFileSync(file, lines.join('\n'));
}

/** Edits the product document's price in a seed copy. */
export function setPrice(dataDir: string, price: number): void {
  editProduct(dataDir, (product) => ({ ...product, price }));
}

/** Sends the signed webhook Sanity sends when the product document changes. */
export async function productChanged(server: OwnServer, secret: string): Promise<void> {
  const body = JSON.stringify({ _type: 'product', _id: 'product' });
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), secret),
    },
    body,
  });
  expect(response.status).toBe(200);
}

export async function expectCheckoutPrice(page: Page, server: OwnServer, label: string, timeout?: number) {
  await page.goto(`${server.url}/checkout`);
  await expect(page.getByText(`One payment of ${label}, instant access.`)).toBeVisible({ timeout });
}

/** What POST /api/create-payment-intent answers for `amount`, sent as the site's own checkout sends it. */
export async function paymentIntentStatus(server: OwnServer, amount: number): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  try {
    const email = `price-${Date.now()}@example.com`;
    return (await api.post('/api/create-payment-intent', { data: { amount, email } })).status();
  } finally {
    await api.dispose();
  }
}
