import { expect, test, type Page } from '@playwright/test';

import { toasts } from './support/toast';

/** Sends a real contact message, whose answer is the 'Message sent successfully!' toast. */
async function showSuccessToast(page: Page) {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Toast Tester');
  await page.getByLabel('Email', { exact: true }).fill(`toast-${Date.now()}@example.com`);
  await page.getByLabel('Subject', { exact: true }).fill('Checking the notifications');
  await page.getByLabel('Message', { exact: true }).fill('This message only exists to show a toast.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Message sent successfully!' });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('toasts', () => {
  test('stay for 5000 ms in a region at most 420 px wide', async ({ page }) => {
    await page.clock.install();
    const toast = await showSuccessToast(page);
    // From here on the page's time moves only when the test says so. The toast
    // has been up for well under a second, and pausing moves the clock 200 ms on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    const width = (await toasts(page).getByRole('list').boundingBox())?.width ?? Infinity;
    expect(width).toBeLessThanOrEqual(420);

    await page.clock.runFor(3500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1700);
    await expect(toast).toBeHidden();
  });

  test('F8 moves focus to the notifications, before any toast has been shown', async ({ page }) => {
    await page.goto('/');
    // The hotkey is heard once the page has hydrated; a key pressed before
    // that is lost, as it is for a visitor, who would press it again.
    await expect(async () => {
      await page.keyboard.press('F8');
      await expect(toasts(page).getByRole('list')).toBeFocused({ timeout: 1000 });
    }).toPass();
  });

  test('a swipe to the right dismisses a toast once it passes 50 px', async ({ page }) => {
    const toast = await showSuccessToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error('The toast has no box.');
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 30, start.y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 90, start.y, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });
});
