import { expect, test, type Locator, type Page } from '@playwright/test';

import { seedDocument } from '../support/seed';
import { holdRequests } from './support/hydration';
import { logIn } from './support/members';
import { toasts } from './support/toast';

const certificate = seedDocument<{ heading: string; buttonLabel: string }>('certificate');

/** Presses the focused button by keyboard and checks it keeps focus, marked unavailable, while busy. */
async function pressAndStayFocused(page: Page, button: Locator, busyStatus: string) {
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: busyStatus })).toHaveCount(1);
}

test.describe('busy controls keep focus, and say what is happening', () => {
  // Requests a service worker answers never reach page.route, which holds them here to see the busy state.
  test.use({ serviceWorkers: 'block' });

  test('the certificate button keeps focus while creating, says so, then shows the certificate as text', async ({
    page,
  }) => {
    await logIn(page, 'kai');
    await page.goto('/product/reset/reflection');
    const form = page.getByRole('region', { name: certificate.heading });
    await form.getByLabel('Your name').fill('Kai Example');
    await form.getByLabel('Your title').selectOption('Energy Alchemist');
    await form.getByLabel('Your quote').selectOption('Today I chose transformation.');
    const download = page.waitForEvent('download');
    await pressAndStayFocused(page, form.locator('button[type="submit"]'), 'Creating');
    // A second press while it works makes no second certificate.
    await page.keyboard.press('Enter');
    await download;
    await expect(form.getByRole('status')).toHaveText(/Your certificate is ready/);

    const image = form.getByRole('img', { name: /Kai Example/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1080);
    const words = form.getByRole('figure');
    for (const text of [
      'CERTIFICATE OF COMPLETION',
      'Kai Example',
      'Energy Alchemist',
      'Today I chose transformation.',
    ])
      await expect(words).toContainText(text);
  });

  test('the guide button keeps focus while the print window is open', async ({ page, context }) => {
    await logIn(page, 'kai');
    await page.goto('/product/reset/welcome');
    const button = page.getByRole('button', { name: 'Download Full Guide' });
    const popup = context.waitForEvent('page');
    await button.focus();
    await page.keyboard.press('Enter');
    const opened = await popup;
    await expect(page.getByRole('status').filter({ hasText: 'Generating PDF...' })).toHaveCount(1);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Generating PDF...');
    await expect(page.getByRole('button', { name: /Generating PDF/ })).toHaveAttribute('aria-disabled', 'true');
    await opened.close();
  });

  test('the newsletter and offline buttons on the programme pages keep focus while they work', async ({ page }) => {
    await logIn(page, 'kai');
    await page.goto('/product/reset/reflection');
    await holdRequests(page, '/api/subscribe');
    const newsletter = page.getByRole('textbox', { name: /e-?mail/i }).last();
    await newsletter.fill(`busy-${Date.now()}@example.com`);
    const subscribe = page.locator('form').filter({ has: newsletter }).getByRole('button');
    await pressAndStayFocused(page, subscribe, 'Sending...');

    await page.goto('/product/reset/welcome');
    const offline = page.getByRole('button', { name: 'Get the day ready for offline' });
    await expect(page.getByTestId('offline-status')).not.toHaveText(/Checking/);
    await holdRequests(page, '**/*');
    await pressAndStayFocused(page, offline, 'Storing your day');
  });

  test('the test-mode Pay button keeps focus while the payment is processed', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(`busy-pay-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await holdRequests(page, '/api/test-payments/confirm');
    const pay = page
      .locator('form')
      .filter({ has: page.getByLabel('Card number') })
      .locator('button[type="submit"]');
    await pressAndStayFocused(page, pay, 'Processing your payment...');
  });

  test('the log-out button keeps focus while it works', async ({ page }) => {
    await logIn(page, 'kai');
    await holdRequests(page, '/api/logout');
    await pressAndStayFocused(page, page.getByRole('button', { name: /Log ?out/i }), 'Logging out...');
  });
});

test.describe('the notifications', () => {
  test('Escape from the notifications puts focus back where it was', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    await link.focus();
    await page.keyboard.press('F8');
    await expect(toasts(page).getByRole('list')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
  });

  test('Escape from a toast closes it and puts focus back on the control that sent the message', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Toast Tester');
    await page.getByLabel('Email', { exact: true }).fill(`escape-${Date.now()}@example.com`);
    await page.getByLabel('Subject', { exact: true }).fill('Checking the notifications');
    await page.getByLabel('Message', { exact: true }).fill('This message only exists to show a toast.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.focus();
    await page.keyboard.press('Enter');
    const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Message sent successfully!' });
    await expect(toast).toBeVisible();
    await expect(send).toBeFocused();

    await page.keyboard.press('F8');
    // From the region, Tab goes to the newest toast.
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
    await expect(send).toBeFocused();
  });
});
