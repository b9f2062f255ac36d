import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every time focus falls to the page's body once something on the page had it,
 * across the page's loads: checked on each frame and after each change to the
 * page. A page that has just loaded starts on its body, which is where a
 * keyboard starts too, so that is not counted.
 */
export async function watchFocusLoss(page: Page): Promise<string[]> {
  const lost: string[] = [];
  await page.exposeFunction('focusLost', (where: string) => lost.push(where));
  await page.addInitScript(() => {
    let last: string | null = null;
    const check = () => {
      const focused = document.activeElement;
      if (focused && focused !== document.body) {
        last = focused.outerHTML.slice(0, 100);
      } else if (last) {
        (window as unknown as { focusLost(where: string): void }).focusLost(`${location.pathname}, from ${last}`);
        last = null;
      }
    };
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    everyFrame();
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  });
  return lost;
}

/** Presses Tab until `target` has focus, as a keyboard user would, failing if focus ever lands on the body. */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 40 } = {}): Promise<void> {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => document.activeElement === document.body), 'focus is on the body').toBe(false);
  }
  await expect(target).toBeFocused();
}
