import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts until the returned function is called, so a test can
 * act in the moment a slow phone gives: the HTML shown, the JavaScript not yet
 * run. Only the scripts: a held stylesheet would stop the parser at the inline
 * scripts too. Open the page with `waitUntil: 'domcontentloaded'`.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
