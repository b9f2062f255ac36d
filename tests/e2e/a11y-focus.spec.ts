import { expect, test, type Page } from '@playwright/test';

import { holdRequests } from './support/hydration';
import { logIn } from './support/members';

/**
 * Where the focused element sits against the sticky bars (the site's header,
 * the members' programme bar) and the bottom of the window: null when focus is
 * inside a bar or on the skip link, which the bars may cover by design.
 */
function focusedBelowBars(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const bars = [...document.querySelectorAll<HTMLElement>('header, nav')].filter((bar) =>
      ['sticky', 'fixed'].includes(getComputedStyle(bar).position),
    );
    if (bars.some((bar) => bar.contains(focused)) || focused.getAttribute('href') === '#main') return null;
    const barsBottom = Math.max(0, ...bars.map((bar) => bar.getBoundingClientRect().bottom));
    const box = focused.getBoundingClientRect();
    return {
      what: focused.outerHTML.slice(0, 120),
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      barsBottom: Math.round(barsBottom),
      windowBottom: innerHeight,
    };
  });
}

/** True once the page has not scrolled for two frames (a smooth scroll has ended). */
function scrollHasSettled(page: Page) {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const y = scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)));
      }),
  );
}

/**
 * Tabs backwards from the end of the page, checking every stop is in the
 * window and not under a sticky bar. Focusing the last link first scrolls the
 * page down to the footer, smoothly: tabbing starts once it is there, as a
 * person's would.
 */
async function tabBackwardsThrough(page: Page, stops: number) {
  const last = page.locator('footer a').last();
  await last.focus();
  await expect(last).toBeInViewport();
  await expect.poll(() => scrollHasSettled(page)).toBe(true);
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(async () => {
        const where = await focusedBelowBars(page);
        return where === null || (where.top >= where.barsBottom && where.bottom <= where.windowBottom)
          ? 'clear'
          : where;
      })
      .toBe('clear');
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === '#main') return stop;
  }
  return stops;
}

/** The page's animations still running: none once a visitor asked for less motion. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target?.className ?? 'unknown'),
  );
}

test.describe('focus you can always see and follow', () => {
  test('tabbing backwards through the contact page never hides focus under the header', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/contact');
    expect(await tabBackwardsThrough(page, 60)).toBeGreaterThan(5);
  });

  test('tabbing backwards through the tracker never hides focus under the programme bar, on a phone too', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, 'ivan');
    for (const size of [
      { width: 1280, height: 700 },
      { width: 375, height: 700 },
    ]) {
      await page.setViewportSize(size);
      await page.goto('/daily-reset-tracker');
      expect(await tabBackwardsThrough(page, 140)).toBeGreaterThan(77);
    }
  });

  test('after a link inside the site, focus is on the new page’s heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a sign-in button keeps focus while it works, and is marked unavailable', async ({ page }) => {
    await holdRequests(page, '/api/login');
    await page.goto('/login');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('something');
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).focus();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await expect(busy).toBeFocused();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Logging in...' })).toHaveCount(1);
  });
});

test.describe('motion on request only', () => {
  test('with reduced motion the carousel does not play and nothing scrolls smoothly', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const status = page.getByTestId('carousel-status');
    await expect(status).toHaveText('Paused', { useInnerText: true });
    const first = await page.locator('[aria-roledescription="slide"]').first().getAttribute('aria-label');
    await page.clock.runFor(12_000);
    expect(await page.locator('[aria-roledescription="slide"]').first().getAttribute('aria-label')).toBe(first);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    expect(await runningAnimations(page)).toEqual([]);
  });

  test('without that request the page scrolls smoothly and the carousel plays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(page.getByTestId('carousel-status')).toHaveText('Auto-playing', { useInnerText: true });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    // Nothing animates for ever: an endless animation redraws the frame many times a second on a phone.
    expect(
      await page.evaluate(
        () => document.getAnimations().filter((a) => a.effect?.getTiming().iterations === Infinity).length,
      ),
    ).toBe(0);
  });

  test('keyboard focus inside the carousel holds it, and its live region reads one slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const status = page.getByTestId('carousel-status');
    await page.getByRole('button', { name: /automatic slide show/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeFocused();
    await expect(status).toHaveText('Paused', { useInnerText: true });

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.clock.runFor(12_000);
    await expect(status).toHaveText('Paused', { useInnerText: true });
    const live = page.locator('[aria-roledescription="carousel"] [aria-live="polite"]');
    await expect(live).toHaveCount(1);
    await expect(live).toHaveText(/^Testimonial \d+ of \d+: /);
    expect((await live.textContent())?.match(/Testimonial \d+ of/g)).toHaveLength(1);
  });
});
