import { expect, type Page } from '@playwright/test';

/** Asks for the day in airplane mode from the page's panel and waits until it is stored and the worker answers. */
export async function getTheDayReady(page: Page) {
  const panel = page.getByRole('region', { name: 'Ready for airplane mode?' });
  await expect(panel.getByRole('status')).toHaveText('Your day is not ready for airplane mode yet.');
  await panel.getByRole('button', { name: 'Get the day ready for offline' }).click();
  await expect(panel.getByRole('progressbar', { name: 'Storing your day' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(/Storing your day: \d+ of \d+ files/);
  await expect(panel.getByRole('status')).toHaveText(/^Done: your day is ready for airplane mode/, { timeout: 20_000 });
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
