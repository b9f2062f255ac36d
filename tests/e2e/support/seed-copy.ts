import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';

import { SEED_DIR } from '../../support/seed';
import type { OwnServer } from '../../support/own-server';

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
