import { expect, test } from '@playwright/test';

import { MEMBERS_PAGES } from '../support/site-paths';
import { holdRequests, holdScripts } from './support/hydration';
import { credentials, logIn } from './support/members';
import { expectToast, toasts } from './support/toast';

const PROTECTED_ROUTES = MEMBERS_PAGES;

test.describe('signing in and out', () => {
  test('a member signs in with the issued credentials and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByText('Use the username and password shown on the success page after your purchase.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');

    const { username, password } = credentials('alice');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    const submit = page.getByRole('button', { name: 'Log In to Begin Your Reset' });
    await submit.click();

    await expect(page).toHaveURL('/dashboard');
    await expectToast(page, 'Welcome back!', 'You’re ready to continue your reset journey.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
  });

  test('the button reads “Logging in...” while the request is pending', async ({ page }) => {
    await holdRequests(page, '/api/login');
    await page.goto('/login');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  test('a wrong password shows the inline alert and the “Login failed” toast, in words with no status code', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(credentials('bruno').username);
    await page.getByLabel('Password').fill('definitely-wrong');
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password. Please try again.' }),
    ).toBeVisible();
    await expectToast(page, 'Login failed', 'Invalid username or password. Please try again.');
    await expect(page).toHaveURL('/login');
    // The server answered 401; a buyer reads words only, on the page and in the toast alike.
    expect(await page.locator('body').innerText()).not.toMatch(/\b401\b/);
    expect(await toasts(page).textContent()).not.toMatch(/\b401\b/);
  });

  test('empty fields show the required-field messages without a request', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => request.url().endsWith('/api/login') && requests++);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('a signed-in member who opens /login goes to the dashboard', async ({ page }) => {
    await logIn(page, 'chloe');
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('logging out shows the toast, returns home and closes the members’ area', async ({ page }) => {
    await logIn(page, 'dmitri');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Logged out', 'Come back soon to continue your wellness journey!');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
  test('a Log Out pressed before the page’s script has run logs out once the page is ready', async ({ page }) => {
    await logIn(page, 'dmitri');
    const release = await holdScripts(page);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Log Out' }).click();
    release();
    await expect(page).toHaveURL('/');
    await expectToast(page, 'Logged out', 'Come back soon to continue your wellness journey!');
  });
});

test.describe('the guard', () => {
  for (const route of PROTECTED_ROUTES) {
    test(`${route} redirects to /login when signed out and returns there after signing in`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(route)}`);
      const { username, password } = credentials('emma');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
  }

  test('a forged session cookie is refused by the server, not only by the proxy', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'reset_session', value: 'Fe26.2**forged', url: baseURL ?? '' }]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });
});
