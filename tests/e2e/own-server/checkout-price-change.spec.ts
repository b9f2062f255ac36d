import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { emailsTo } from '../support/purchase';
import { editProduct, productChanged, useSeedCopyServer } from '../support/seed-copy';
import { expectToast } from '../support/toast';

/**
 * A checkout page rendered at one price while the server charges another (the
 * offer ended, an editor changed the price, the page was served late): the
 * buyer is told the new amount before paying, and pays exactly that.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 75;
const dataDir = path.join(root, `${E2E_DATA_DIR}-price-change`);

const embeddedSecret = () =>
  (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { revalidateSecret: string })
    .revalidateSecret;

/** The order confirmations sent to `address` (the e-mail with the sign-in link), quoted-printable decoded. */
function receiptsTo(address: string): string[] {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));
  return emailsTo(files, address)
    .filter((text) => text.includes('sign-in?token'))
    .map((text) =>
      Buffer.from(
        text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

const priceChanged = (label: string) => `The price is now ${label}. Check the new amount, then continue to pay it.`;

/** The amounts the page sent to create a payment, and what each was answered. */
function watchCheckouts(page: Page) {
  const sent: { amount: unknown; status: number }[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/create-payment-intent')) return;
    const body = response.request().postDataJSON() as { amount?: unknown } | null;
    sent.push({ amount: body?.amount, status: response.status() });
  });
  return sent;
}

test.describe('a checkout whose price changed since the page was rendered', () => {
  test.describe.configure({ mode: 'serial' });
  const own = useSeedCopyServer({ port, dataDir, build: 'price-change', env: { DATABASE_SOCKET_PORT: 'off' } });

  test('says the new amount on the e-mail step, keeps the address, then takes the new amount to the end', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = own.server;
    await page.goto(`${site.url}/checkout`);
    await expect(page.getByText('EUR 9.90')).toBeVisible();
    const email = `price-change-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email);

    // The launch offer ends while the page is open: the server charges the regular price at
    // once, and the page in the browser still says the launch price.
    editProduct(dataDir, (product) => ({ ...product, offerEndsAt: '2020-01-01T00:00:00Z' }));
    const sent = watchCheckouts(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    const alert = page.getByRole('alert').filter({ hasText: priceChanged('€14.90') });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expectToast(page, 'The price has changed', priceChanged('€14.90'));
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    expect(sent).toEqual([{ amount: 9.9, status: 409 }]);

    // Keyboard only: the button after the field and the discount code's disclosure, then Enter.
    await page.getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pay €14.90' })).toBeVisible({ timeout: 15_000 });
    await expect(alert).toHaveCount(0);
    expect(sent).toEqual([
      { amount: 9.9, status: 409 },
      { amount: 14.9, status: 200 },
    ]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €14.90' }).click();
    await page.waitForURL(/\/payment-success/);
    await expect(page.getByLabel('Username', { exact: true })).not.toHaveValue('', { timeout: 15_000 });
  });

  test('an editor’s new price: the rest of the page is fetched again, and the alert keeps focus', async ({ page }) => {
    test.setTimeout(90_000);
    const site = own.server;
    // The page as rendered before the edit, at whichever price it states now (never €11.00).
    await page.goto(`${site.url}/checkout`);
    await expect(page.getByText('One payment of €11.00, instant access.')).toHaveCount(0);
    await page.getByLabel('Email address').fill(`editor-price-${Date.now()}@example.com`);

    editProduct(dataDir, (product) => ({ ...product, price: 11, offerEndsAt: '2099-01-01T00:00:00Z' }));
    await productChanged(site, embeddedSecret());
    // The server renders the new price before the buyer goes on, so the page's refresh can only show it.
    await expect
      .poll(async () => (await (await fetch(`${site.url}/checkout`)).text()).includes('€11.00'), { timeout: 30_000 })
      .toBe(true);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const alert = page.getByRole('alert').filter({ hasText: priceChanged('€11.00') });
    await expect(alert).toBeVisible();
    await expect(page.getByText('One payment of €11.00, instant access.')).toBeVisible();
    await expect(page.getByText('EUR 11.00')).toBeVisible();
    await expect(alert).toBeFocused();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay €11.00' })).toBeVisible({ timeout: 15_000 });
  });

  test('a price withdrawn between Continue and Pay: nothing is charged, the payment is told cancelled, and the buyer pays the new amount', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const site = own.server;
    editProduct(dataDir, (product) => ({ ...product, price: 12, offerEndsAt: '2099-01-01T00:00:00Z' }));
    await productChanged(site, embeddedSecret());
    await expect
      .poll(async () => (await (await fetch(`${site.url}/checkout`)).text()).includes('€12.00'), { timeout: 30_000 })
      .toBe(true);
    await page.goto(`${site.url}/checkout`);
    const email = `pay-time-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Pay €12.00' })).toBeVisible({ timeout: 15_000 });

    // The editor raises the price while the buyer types their card.
    editProduct(dataDir, (product) => ({ ...product, price: 13 }));
    await productChanged(site, embeddedSecret());
    const paid: number[] = [];
    const paidIntents: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/api/test-payments/confirm')) return;
      paid.push(response.status());
      // An intent's id is its client secret's first part, as with Stripe.
      paidIntents.push(
        (response.request().postDataJSON() as { clientSecret: string }).clientSecret.split('_secret_')[0]!,
      );
    });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €12.00' }).click();

    const alert = page.getByRole('alert').filter({ hasText: priceChanged('€13.00') });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    expect(paid).toEqual([409]);
    // The success page, opened for the cancelled payment (a tab left on it), says so at once, for good.
    const cancelled = await page.context().newPage();
    await cancelled.goto(`${site.url}/payment-success?payment_intent=${paidIntents[0]}`);
    await expect(cancelled.getByRole('heading', { level: 1, name: 'No payment to show here' })).toBeFocused({
      timeout: 15_000,
    });
    await expect(
      cancelled.getByText('This payment was cancelled and nothing was charged. Please start again.'),
    ).toBeVisible();
    await cancelled.close();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €13.00' }).click();
    await page.waitForURL(/\/payment-success/);
    await expect(page.getByLabel('Username', { exact: true })).not.toHaveValue('', { timeout: 15_000 });
    expect(paid).toEqual([409, 200]);
    // One order, at the new price: its receipt says so.
    await expect.poll(() => receiptsTo(email), { timeout: 30_000 }).toEqual([expect.stringContaining('€13.00')]);
    expect(receiptsTo(email)[0]).not.toContain('€12.00');
  });
});
