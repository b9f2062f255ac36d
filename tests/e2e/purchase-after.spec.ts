import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { buyThroughApi, emailsTo } from './support/purchase';
import { expectToast } from './support/toast';

const mailDir = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'mail');
const readMail = () =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).map((name) => ({
    name,
    text: readFileSync(path.join(mailDir, name), 'utf8'),
  }));

test('the e-mailed sign-in link signs the buyer in once, then is spent', async ({ page, playwright, baseURL }) => {
  const email = `link-${Date.now()}@example.com`;
  const buyer = await playwright.request.newContext({ baseURL });
  await buyThroughApi(buyer, email);
  await buyer.dispose();

  let confirmation: string | undefined;
  await expect
    .poll(() => (confirmation = emailsTo(readMail(), email).find((text) => text.includes('sign-in?token'))), {
      timeout: 20_000,
    })
    .toBeDefined();
  const href =
    /https?:\/\/[^\s"<>]+\/sign-in\?token=3D([A-Za-z0-9_-]+)|https?:\/\/[^\s"<>]+\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(
      confirmation ?? '',
    );
  const token = href?.[1] ?? href?.[2];
  expect(token).toBeTruthy();

  await page.goto(`/sign-in?token=${token}`);
  // Opening the link changes nothing (mail scanners open links): the member chooses a password to use it.
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await expect(page.getByText('Choose a password of at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New password').fill('copper kettle morning light');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  const username = (await page.getByRole('heading', { level: 1 }).textContent())?.match(/, (\S+)!$/)?.[1];
  expect(username).toBeTruthy();

  await page.context().clearCookies();
  await page.goto(`/sign-in?token=${token}`);
  await expect(page.getByRole('alert').filter({ hasText: 'already been used or has expired' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);

  // The chosen password is the account's password now.
  const login = await page.request.post('/api/login', {
    data: { username, password: 'copper kettle morning light' },
    headers: { 'x-forwarded-for': '198.51.100.31' },
  });
  expect(login.status()).toBe(200);
});

test("the buyer's marketing opt-in needs an e-mail and consent, then shows 'You're All Set!'", async ({ page }) => {
  const email = `optin-${Date.now()}@example.com`;
  // Paid in this page's own request context, so the page carries the checkout cookie of the purchase.
  const { paymentIntentId } = await buyThroughApi(page.request, email);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^optin\d{0,5}-[2-9a-hjkmnp-z]{7}$/, {
    timeout: 15_000,
  });
  const submit = page.getByRole('button', { name: 'Keep Me Posted' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email address').fill(email);
  await expect(submit).toBeDisabled();
  await page.getByLabel(/send me wellness tips/).check();
  const answer = page.waitForResponse('/api/marketing-optin');
  await submit.click();
  expect((await answer).status()).toBe(200);
  await expectToast(page, 'Success!', "You'll receive helpful wellness tips and exclusive updates.");
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
});

test('a browser that did not pay cannot opt an address in: the “Oops!” toast, and the form stays', async ({ page }) => {
  // The credentials check failing shows the opt-in form to a browser that never paid.
  await page.route('**/api/payment-success/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/payment-success?payment_intent=pi_test_0123456789abcdef');
  await expect(page.getByText('Check your email for login details', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email address').fill(`someone-else-${Date.now()}@example.com`);
  await page.getByLabel(/send me wellness tips/).check();
  const answer = page.waitForResponse('/api/marketing-optin');
  await page.getByRole('button', { name: 'Keep Me Posted' }).click();
  expect((await answer).status()).toBe(403);
  await expectToast(page, 'Oops!', 'Something went wrong. You can always subscribe later from our homepage.');
  await expect(page.getByRole('button', { name: 'Keep Me Posted' })).toBeVisible();
});

test('a failed opt-in shows the “Oops!” toast and keeps the form', async ({ page }) => {
  await page.route('/api/marketing-optin', (route) => route.fulfill({ status: 500, body: 'down' }));
  const { paymentIntentId } = await buyThroughApi(page.request, `optin-fail-${Date.now()}@example.com`);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  await page.getByLabel('Email address').fill('optin-fail@example.com');
  await page.getByLabel(/send me wellness tips/).check();
  await page.getByRole('button', { name: 'Keep Me Posted' }).click();
  await expectToast(page, 'Oops!', 'Something went wrong. You can always subscribe later from our homepage.');
  await expect(page.getByRole('button', { name: 'Keep Me Posted' })).toBeVisible();
});

test('copying a credential shows “Copied!” for two seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const email = `copy-${Date.now()}@example.com`;
  // Pay in this browser's own request context so its checkout cookie is the page's.
  const { paymentIntentId } = await buyThroughApi(page.request, email);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  await page.bringToFront();
  // The button's text changes, so find it by its stable part.
  const copyUsername = page.getByRole('button', { name: /^Cop(y|ied!) username$/ });
  await copyUsername.click();
  await expect(copyUsername).toHaveText('Copied! username');
  await expectToast(page, 'Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^copy\d{0,6}-[2-9a-hjkmnp-z]{7}$/);
  await expect(copyUsername).toHaveText('Copy username', { timeout: 3_000 });
});

test('a copy the browser refuses shows “Failed to copy”', async ({ page }) => {
  const { paymentIntentId } = await buyThroughApi(page.request, `nocopy-${Date.now()}@example.com`);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  await page.getByRole('button', { name: 'Copy username' }).click();
  await expectToast(page, 'Failed to copy', 'Please manually copy the credentials');
});
