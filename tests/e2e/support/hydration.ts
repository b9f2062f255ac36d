import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts until the returned function is called, so a test can
 * act in the moment a slow phone gives: the HTML shown, the JavaScript not yet
 * run. Only the scripts: a held stylesheet would stop the parser at the inline
 * scripts too. Open the page with `waitUntil: 'domcontentloaded'`.
 */
export const holdScripts = (page: Page) => holdRequests(page, '**/_next/static/chunks/**/*.js');

/** Holds every request to `url` until the returned function is called: a busy state stays for as long as a test looks. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}
