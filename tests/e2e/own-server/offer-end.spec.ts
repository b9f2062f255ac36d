// The launch offer's end on a running server: the amount the server charges
// moves to the regular price at the end date the editor set, with no deploy
// and no webhook at that moment, and every surface that shows the price
// follows within seconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import type { OwnServer } from '../../support/own-server';
import { editProduct, paymentIntentStatus, productChanged, useSeedCopyServer } from '../support/seed-copy';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 67;
const dataDir = path.join(root, `${E2E_DATA_DIR}-offer-end`);
const revalidateSecret = () =>
  (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { revalidateSecret: string })
    .revalidateSecret;

/** The price every surface states, read as a buyer meets each of them. */
async function statedPrices(page: Page, server: OwnServer) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}/`);
  const json = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '';
  const product = (JSON.parse(json) as { '@graph': { '@type': string; offers?: { price: string } }[] })['@graph'].find(
    (node) => node['@type'] === 'Product',
  );
  const header = (await page.getByRole('banner').getByRole('link', { name: /€/ }).textContent())?.trim();
  const hero = (await page.getByTestId('hero-price').locator('strong').textContent())?.trim();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/what-you-get`);
  const offerCta = (await page.getByRole('link', { name: /– €/ }).first().textContent())?.trim();
  const offerTags = await page.getByTestId('price-tag').count();
  const struckThrough = await page.getByTestId('regular-price').count();

  await page.goto(`${server.url}/checkout`);
  const checkout = (await page.getByText(/^One payment of €[\d.]+, instant access\.$/).textContent())?.trim();
  // The checkout's own request for a payment sends the amount it shows; the server refuses any other.
  await page.getByLabel('Email address').fill(`offer-end-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const pay = page.getByRole('button', { name: /^Pay €/ });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  const payButton = (await pay.textContent())?.trim();

  return { jsonLd: product?.offers?.price, header, hero, offerCta, offerTags, struckThrough, checkout, payButton };
}

test.describe('the launch offer ends on a running server', () => {
  test.describe.configure({ mode: 'serial' });
  const own = useSeedCopyServer({ port, dataDir, build: 'offer-end' });

  test('every surface and the charge move from the launch price to the regular price at the end date', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // An editor sets the end 80 seconds away; the webhook of that edit is the last price news the site hears.
    const endsAt = new Date(Date.now() + 80_000);
    editProduct(dataDir, (product) => ({ ...product, offerEndsAt: endsAt.toISOString() }));
    await productChanged(own.server, revalidateSecret());

    const pricedAt = Date.now();
    const before = await statedPrices(page, own.server);
    expect(before).toEqual({
      jsonLd: '9.90',
      header: '€9.90',
      hero: '€9.90',
      offerCta: expect.stringMatching(/ – €9\.90$/),
      offerTags: 2,
      struckThrough: 2,
      checkout: 'One payment of €9.90, instant access.',
      payButton: 'Pay €9.90',
    });
    expect(await paymentIntentStatus(own.server, 9.9)).toBe(200);
    expect(await paymentIntentStatus(own.server, 14.9)).toBe(409);

    // Later in the offer the first visitor of /about has it rendered, from the content the site read at the start.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pricedAt + 25_000 - Date.now())));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${own.server.url}/about`);
    await expect(page.getByRole('banner').getByRole('link', { name: /€/ })).toHaveText('€9.90');
    expect(Date.now(), 'the checks before the end ran before it').toBeLessThan(endsAt.getTime());

    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 100));
    // The charge moves at the moment itself.
    expect(await paymentIntentStatus(own.server, 14.9)).toBe(200);
    expect(await paymentIntentStatus(own.server, 9.9)).toBe(409);

    // A page may state the ended offer for a few seconds; then every surface states the regular price.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await statedPrices(page, own.server);
    expect(after).toEqual({
      jsonLd: '14.90',
      header: '€14.90',
      hero: '€14.90',
      offerCta: expect.stringMatching(/ – €14\.90$/),
      offerTags: expect.any(Number),
      struckThrough: 0,
      checkout: 'One payment of €14.90, instant access.',
      payButton: 'Pay €14.90',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${own.server.url}/about`);
    await expect(page.getByRole('banner').getByRole('link', { name: /€/ })).toHaveText('€14.90');
  });
});
