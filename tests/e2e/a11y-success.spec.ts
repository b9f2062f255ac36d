import { expect, test } from '@playwright/test';

import { buyThroughApi } from './support/purchase';
import { toasts } from './support/toast';

test.describe('the success page says what happens', () => {
  test('its heading is there from the first paint, and the credentials take focus and are announced', async ({
    page,
  }) => {
    const { paymentIntentId } = await buyThroughApi(page.request, `announce-${Date.now()}@example.com`);
    await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Your 24-Hour Reset!' })).toBeVisible({
      timeout: 1_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Processing your payment...' })).toBeVisible();
    // A status region on the page from the start, still empty: what it says later is announced.
    const announcer = page.getByRole('status').filter({ hasNotText: 'Processing' });
    await expect(announcer).toHaveCount(1);
    await expect(announcer).toHaveText('');

    // The first check of the credentials waits 2 s.
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^announce/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your login details' })).toBeFocused();
    await expect(announcer).toContainText('Your login details are ready');
    await expect(
      page.getByText('Your password is shown on this page only, for 30 minutes, and is never e-mailed.'),
    ).toBeVisible();
    await expect(page.getByText(/use the sign-in link in the e-mail we sent you/)).toBeVisible();
  });

  test('when the credentials cannot be shown, the page says so plainly', async ({ page }) => {
    // The server cannot answer (a page without any payment says so instead: purchase.spec.ts).
    await page.route('**/api/payment-success/**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/payment-success?payment_intent=pi_test_0123456789abcdef');
    const heading = page.getByRole('heading', { name: 'Your login details cannot be shown here' });
    await expect(heading).toBeFocused({ timeout: 15_000 });
    await expect(page.getByText('Check your email for login details', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Account Processing')).toHaveCount(0);
    await expect(toasts(page).getByText('Account Processing', { exact: true })).toBeVisible();
  });

  test('the opt-in offers the address typed at checkout', async ({ page }) => {
    const email = `optin-offer-${Date.now()}@example.com`;
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €9.90' }).click();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^optin/, { timeout: 15_000 });
    await expect(page.getByLabel('Email address')).toHaveValue(email);
  });
});
