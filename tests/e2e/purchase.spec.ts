import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { expectToast } from './support/toast';

const mailDir = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'mail');
const buyerEmail = (name: string) => `${name}-${Date.now()}@example.com`;

async function payWithCard(page: Page, email: string, card: string) {
  // By role: a page visited before may stay mounted, hidden, with an e-mail field of its own.
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay €9.90' }).click();
}

test.describe('buying the programme in test mode', () => {
  test('from the landing page to the dashboard with the credentials shown after payment', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Your 24-Hour Reset Now' }).first().click();
    await expect(page).toHaveURL('/what-you-get');
    await page.locator('main a[href="/checkout"]').first().click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByText('EUR 9.90')).toBeVisible();

    const email = buyerEmail('buyer');
    const credentialsRequest = page.waitForRequest((request) => request.url().includes('/api/payment-success/'));
    await payWithCard(page, email, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/payment-success/);
    await expect(page.getByText('Processing your payment...')).toBeVisible();
    const paymentIntentId = decodeURIComponent((await credentialsRequest).url().split('/').pop() ?? '');
    expect(paymentIntentId).toMatch(/^pi_test_/);

    const username = page.getByLabel('Username', { exact: true });
    await expect(username).toHaveValue(/^buyer\d{0,5}-[2-9a-hjkmnp-z]{7}$/, { timeout: 15_000 });
    // The payment parameters leave the address bar once read.
    expect(new URL(page.url()).search).toBe('');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    const credentials = { username: await username.inputValue(), password: await password.inputValue() };
    expect(credentials.password).toMatch(/^[A-Za-z0-9]{16}$/);

    // Another browser, without this checkout's cookie, learns nothing.
    const stranger = await browser.newContext();
    const answer = await stranger.request.get(`/api/payment-success/${paymentIntentId}`);
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain(credentials.username);
    await stranger.close();

    await page.getByRole('link', { name: 'Log In to Start Your Reset' }).click();
    // The page left stays mounted, hidden, with its own Username and Password fields: look
    // only in the visible page, once the address says it is the login page.
    await expect(page).toHaveURL('/login');
    const login = page.getByRole('main');
    await login.getByLabel('Username').fill(credentials.username);
    await login.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(credentials.username);

    // Both e-mails were written once, with the username and never the password.
    await expect
      .poll(
        () =>
          readdirSync(mailDir).filter((file) => readFileSync(path.join(mailDir, file), 'utf8').includes(email)).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(2);
    for (const file of readdirSync(mailDir)) {
      const eml = readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, '');
      if (!eml.includes(email)) continue;
      expect(eml).not.toContain(credentials.password);
    }
  });

  test('a declined card shows “Payment Failed” with the decline message', async ({ page }) => {
    await page.goto('/checkout');
    await payWithCard(page, buyerEmail('declined'), '4000 0000 0000 0002');
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('button', { name: 'Pay €9.90' })).toBeEnabled();
  });

  test('an e-mail without “@” asks for a valid address and creates no payment', async ({ page }) => {
    let intents = 0;
    page.on('request', (request) => request.url().endsWith('/api/create-payment-intent') && intents++);
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Valid email required', 'Please enter a valid email address to continue.');
    expect(intents).toBe(0);
  });

  test('a failure to create the payment shows the “Error” toast', async ({ page }) => {
    await page.route('/api/create-payment-intent', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(buyerEmail('outage'));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, 'Error', 'Failed to initialize payment. Please try again.');
  });

  test('the checkout asks search engines not to index it', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('the API refuses an amount other than the price with 409 and the price charged now', async ({ request }) => {
    const response = await request.post('/api/create-payment-intent', {
      data: { amount: 0.5, email: 'cheap@example.com', receipt_email: 'cheap@example.com' },
    });
    expect(response.status()).toBe(409);
    expect(await response.json()).toEqual({
      error: 'The price is now €9.90. Check the new amount, then continue to pay it.',
      reason: 'price-changed',
      price: { amount: 9.9, label: '€9.90' },
    });
  });

  test('the success page without a payment, or with one it does not know, claims no payment', async ({ page }) => {
    for (const path of ['/success', '/payment-success', '/payment-success?payment_intent=pi_test_0123456789abcdef']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'No payment to show here' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main').getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(page.getByText(/payment was successful/i)).toHaveCount(0);
      await expect(page.getByText(/Welcome to Your 24-Hour Reset/i)).toHaveCount(0);
      await expect(page.getByText('Account Processing')).toHaveCount(0);
    }
  });

  test('a failure to read the credentials falls back to the e-mail message', async ({ page }) => {
    await page.route('**/api/payment-success/**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/payment-success?payment_intent=pi_test_0123456789abcdef');
    await expectToast(
      page,
      'Account Processing',
      'Your account is being created. Please check your email for login details.',
    );
    await expect(page.getByText('Check your email for login details', { exact: true })).toBeVisible();
    await expect(page.getByText(/payment was successful/i)).toHaveCount(0);
  });
});
