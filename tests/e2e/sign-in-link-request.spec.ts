// A buyer who already has access is not charged again: the checkout says so
// before any payment exists and offers a sign-in link; the login page offers
// the same link, with one answer for members and strangers alike.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { buyThroughApi, emailsTo } from './support/purchase';

const mailDir = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'mail');
const readMail = () =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).map((name) => ({
    name,
    text: readFileSync(path.join(mailDir, name), 'utf8'),
  }));
const linkEmailsTo = (address: string) =>
  emailsTo(readMail(), address).filter((text) => text.includes('Subject: Your sign-in link'));
const tokenIn = (text: string) => /sign-in\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(text)?.[1];

const HAS_ACCESS = 'This e-mail address already has access to the programme, so there is nothing to pay.';
const REQUESTED = 'If this address has access to the programme, a sign-in link is on its way to it.';

async function useLink(page: Page, address: string) {
  let mail: string | undefined;
  await expect.poll(() => (mail = linkEmailsTo(address)[0]), { timeout: 20_000 }).toBeDefined();
  expect(mail).toContain('works once, within 1 hour');
  await page.goto(`/sign-in?token=${tokenIn(mail!)}`);
  await page.getByLabel('New password').fill('a password I will remember');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
}

test('checkout refuses an address that has access before any payment, and e-mails it a sign-in link', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const address = `twice-${Date.now()}@example.com`;
  const earlier = await playwright.request.newContext({ baseURL });
  await buyThroughApi(earlier, address);
  await earlier.dispose();

  const intents: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/create-payment-intent')) intents.push(response.status());
  });
  await page.goto('/checkout');
  await page.getByLabel('Email address').fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: HAS_ACCESS })).toBeVisible();
  expect(intents).toEqual([409]);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByText(REQUESTED)).toBeVisible();
  await useLink(page, address);

  // Another address still reaches the payment form.
  await page.context().clearCookies();
  await page.goto('/checkout');
  await page.getByLabel('Email address').fill(`someone-new-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 15_000 });
});

test('the login page e-mails a sign-in link to a member, and answers a stranger the same', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = `forgot-${Date.now()}@example.com`;
  const stranger = `never-bought-${Date.now()}@example.com`;
  const earlier = await playwright.request.newContext({ baseURL });
  await buyThroughApi(earlier, member);
  await earlier.dispose();

  await page.goto('/login');
  // Not a landmark: a region named "…password…" would be one more match for the login form's Password label.
  const linkForm = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Lost your password?' }) });
  await linkForm.getByLabel('Email address').fill('not-an-address');
  await linkForm.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(linkForm.getByText('Please enter a valid email address')).toBeVisible();

  await linkForm.getByLabel('Email address').fill(stranger);
  await linkForm.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const forStranger = linkForm.getByText(REQUESTED);
  await expect(forStranger).toBeVisible();
  const strangerAnswer = await forStranger.textContent();

  await page.reload();
  await linkForm.getByLabel('Email address').fill(member);
  await linkForm.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(linkForm.getByText(REQUESTED)).toHaveText(strangerAnswer!);

  await useLink(page, member);
  expect(linkEmailsTo(stranger)).toEqual([]);
});
