import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { pdfPages } from '../../support/pdf-layout';
import { MEMBERS_PAGES, PUBLIC_PAGES } from '../../support/site-paths';
import { copyBuild, startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../../support/own-server';
import {
  copySeed,
  expectCheckoutPrice,
  paymentIntentStatus,
  productChanged,
  seedCopyDir,
  setPrice,
} from '../support/seed-copy';

/**
 * A content revalidation must outlive the process that received it: Next.js
 * keeps its cache entries on disk, so a server that forgot a revalidation
 * would serve (and charge) a withdrawn price. (Two instances: instances.spec.ts.)
 */
const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 80;
const dataDir = path.join(root, `${E2E_DATA_DIR}-restart`);

const embeddedSecret = () =>
  (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { revalidateSecret: string })
    .revalidateSecret;

test.describe('a content change on one embedded server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer | undefined;
  let build: ReturnType<typeof copyBuild> | undefined;

  // Each scenario starts as a fresh deployment: a pristine build and an empty data folder.
  test.beforeEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    copySeed(dataDir);
    build = copyBuild('restart');
  });
  test.afterEach(async () => {
    await stopOwnServer(server);
    build?.remove();
  });

  const start = async () => {
    const env = { CONTENT_SEED_DIR: seedCopyDir(dataDir), NEXT_DIST_DIR: build!.distDir };
    server = startOwnServer({ port, dataDir, env });
    await waitUntilUp(server);
    return server;
  };

  test('is shown and charged at once, and withdrawn at once', async ({ page }) => {
    test.setTimeout(120_000);
    const site = await start();
    setPrice(dataDir, 11);
    await productChanged(site, embeddedSecret());
    await expectCheckoutPrice(page, site, '€11.00');
    expect(await paymentIntentStatus(site, 11)).toBe(200);
    expect(await paymentIntentStatus(site, 9.9)).toBe(409);

    setPrice(dataDir, 9.9);
    await productChanged(site, embeddedSecret());
    await expectCheckoutPrice(page, site, '€9.90');
    expect(await paymentIntentStatus(site, 11)).toBe(409);
    expect(await paymentIntentStatus(site, 9.9)).toBe(200);
  });

  test('a new price changes every sentence that states it: every page, the members’ pages and documents', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const site = await start();
    setPrice(dataDir, 11);
    await productChanged(site, embeddedSecret());
    await expectCheckoutPrice(page, site, '€11.00');
    const old = /(?<![\d.,])9[.,]90(?!\d)/;
    // Copy states the price as {price}: the FAQ, the terms, the refund policy, the checkout's notes, the share card.
    const stating = ['/', '/what-you-get', '/terms-of-service', '/refund-policy', '/checkout'];
    for (const pathname of [...new Set([...PUBLIC_PAGES, ...stating])]) {
      const html = await (await fetch(`${site.url}${pathname}`)).text();
      expect(html, pathname).not.toMatch(old);
      if (stating.includes(pathname)) expect(html, pathname).toContain('€11.00');
    }

    // A buyer at the new price: the members' pages and the documents they download.
    const api = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
    try {
      const email = `new-price-${Date.now()}@example.com`;
      const created = await api.post('/api/create-payment-intent', {
        data: { amount: 11, email, receipt_email: email },
      });
      expect(created.status()).toBe(200);
      const { clientSecret } = (await created.json()) as { clientSecret: string };
      const paid = await api.post('/api/test-payments/confirm', {
        data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
      });
      const { paymentIntentId } = (await paid.json()) as { paymentIntentId: string };
      const credentials = await (await api.get(`/api/payment-success/${paymentIntentId}`)).json();
      expect((await api.post('/api/login', { data: credentials })).status()).toBe(200);
      for (const pathname of MEMBERS_PAGES) {
        const response = await api.get(pathname);
        expect(response.status(), pathname).toBe(200);
        expect(await response.text(), pathname).not.toMatch(old);
      }
      for (const document of ['/assets/printable-guide.html', '/assets/reflection-journal.html', '/api/tracker/html']) {
        expect(await (await api.get(document)).text(), document).not.toMatch(old);
      }
      for (const pdf of ['/api/guide', '/api/tracker']) {
        const text = pdfPages(await (await api.get(pdf)).body())
          .flatMap((each) => each.lines.map((line) => line.text))
          .join('\n');
        expect(text.length, pdf).toBeGreaterThan(500);
        expect(text, pdf).not.toMatch(old);
      }
    } finally {
      await api.dispose();
    }
  });

  test('stays withdrawn after a restart: the checkout shows and charges the current price', async ({ page }) => {
    test.setTimeout(180_000);
    const first = await start();
    setPrice(dataDir, 11);
    await productChanged(first, embeddedSecret());
    await expectCheckoutPrice(page, first, '€11.00');
    await page.goto(`${first.url}/`);
    await expect(page.getByText('One-time payment of €11.00')).toBeVisible();

    setPrice(dataDir, 9.9);
    await productChanged(first, embeddedSecret());
    await stopOwnServer(first);

    const second = await start();
    await expectCheckoutPrice(page, second, '€9.90');
    expect(await paymentIntentStatus(second, 11)).toBe(409);
    expect(await paymentIntentStatus(second, 9.9)).toBe(200);
    await page.goto(`${second.url}/`);
    await expect(page.getByText('One-time payment of €9.90')).toBeVisible();
    await expect(page.getByText('€11.00')).toHaveCount(0);
  });
});
