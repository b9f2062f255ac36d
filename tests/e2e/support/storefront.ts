import type { Locator, Page } from '@playwright/test';

export { PUBLIC_PAGES } from '../../support/site-paths';

/** The testimonial slides a visitor can see (hidden slots are out of the accessibility tree). */
export const visibleSlides = (page: Page): Locator =>
  page.getByRole('region', { name: 'Testimonials' }).getByRole('group', { name: / of 10$/ });

/** "3 of 10" → 3: which testimonial is first in the row. */
export async function firstSlideNumber(page: Page): Promise<number> {
  const label = await visibleSlides(page).first().getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
}

export async function scrollInstantly(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Lets the page run the tasks React has queued (renders, effects) before the
 * test moves a paused clock on; React schedules them on a MessageChannel,
 * which Playwright's clock does not fake.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
