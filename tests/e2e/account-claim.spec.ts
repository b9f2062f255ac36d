// Someone who buys first with another person's e-mail address gets an account
// bound to that address; the address's owner must end up in sole control of it,
// and a later purchase with the address must reveal nothing of the account.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type APIRequestContext } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { buyThroughApi, emailsTo, startPurchase } from './support/purchase';

const mailDir = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'mail');
const readMail = () =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).map((name) => ({
    name,
    text: readFileSync(path.join(mailDir, name), 'utf8'),
  }));
/** Each party signs in from its own address, away from other specs' login throttles. */
const ATTACKER_ADDRESS = '203.0.113.66';
const OWNER_ADDRESS = '198.51.100.66';

async function credentialsOf(request: APIRequestContext, paymentIntentId: string) {
  let answer: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/payment-success/${paymentIntentId}`);
        answer = (await response.json()) as Record<string, unknown>;
        return response.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return answer;
}

test('the owner of an address takes over an account someone else bought with it, and keeps it alone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const victim = `claimed-${Date.now()}@example.com`;

  // The owner opens a checkout with their own address; before they pay, the attacker pays with it,
  // sees the new account's credentials and signs in. (Once the account exists, a new checkout for the
  // address is refused: a later purchase can only come from a checkout opened before.)
  const ownersCheckout = await startPurchase(page.request, victim);
  const attacker = await playwright.request.newContext({ baseURL });
  const first = await buyThroughApi(attacker, victim);
  const stolen = (await credentialsOf(attacker, first.paymentIntentId)) as { username: string; password: string };
  expect(stolen.username).toMatch(/^claimed\d{0,3}-[2-9a-hjkmnp-z]{7}$/);
  const attackerLogin = await attacker.post('/api/login', {
    data: stolen,
    headers: { 'x-forwarded-for': ATTACKER_ADDRESS },
  });
  expect(attackerLogin.status()).toBe(200);

  // The owner pays: the page says the address has access and shows nothing of the account.
  const second = await ownersCheckout.pay();
  const answer = await credentialsOf(page.request, second.paymentIntentId);
  expect(answer).toEqual({
    status: 'existing-account',
    message: expect.stringContaining('e-mailed it a sign-in link'),
  });
  expect(JSON.stringify(answer)).not.toContain(stolen.username);
  await page.goto(`/payment-success?payment_intent=${second.paymentIntentId}`);
  await expect(page.getByText('This e-mail address already has access to the programme')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(stolen.username)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy username' })).toHaveCount(0);

  // The address's inbox holds the link of the second order; its text says no new password was made.
  let confirmation: string | undefined;
  await expect
    .poll(
      () =>
        (confirmation = emailsTo(readMail(), victim).find(
          (text) => text.includes('sign-in?token') && text.includes('already had an account'),
        )),
      { timeout: 20_000 },
    )
    .toBeDefined();
  expect(confirmation).not.toContain('was shown on the page');
  const token = /sign-in\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(confirmation ?? '')?.[1];
  expect(token).toBeTruthy();

  await page.goto(`/sign-in?token=${token}`);
  await expect(page.getByText(stolen.username)).toBeVisible();
  await page.getByLabel('New password').fill('only the owner knows this one');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The attacker's session has ended and the password they saw no longer works; the owner's does.
  expect((await attacker.get('/api/user')).status()).toBe(401);
  const again = await attacker.post('/api/login', { data: stolen, headers: { 'x-forwarded-for': ATTACKER_ADDRESS } });
  expect(again.status()).toBe(401);
  const owner = await playwright.request.newContext({ baseURL });
  const ownerLogin = await owner.post('/api/login', {
    data: { username: stolen.username, password: 'only the owner knows this one' },
    headers: { 'x-forwarded-for': OWNER_ADDRESS },
  });
  expect(ownerLogin.status()).toBe(200);
  expect((await page.request.get('/api/user')).status()).toBe(200);
  await attacker.dispose();
  await owner.dispose();
});
